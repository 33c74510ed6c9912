// "støvsugeren i værkstedet" for the workshop's "Værkstedsstøvsuger", "der Sauger in der Werkstatt" for a
// "Werkstattsauger": a thing in the place said whose one-word name ends in the kind word is named as that
// kind, so the place is where the thing asked for is, not where a roaming robot is sent.

const LATIN = /^\p{Script=Latin}+$/u;

/** True when one of the entities has a compound name word ending in the kind said (five letters at least). */
export function namedInCompound(
  entities: readonly { nameWords: ReadonlySet<string> }[],
  kindTokens: readonly string[],
): boolean {
  const kind = kindTokens.join('');
  if (kind.length < 5 || !LATIN.test(kind)) return false;
  return entities.some((entity) =>
    [...entity.nameWords].some((word) => word.length >= kind.length + 3 && word.endsWith(kind)),
  );
}
