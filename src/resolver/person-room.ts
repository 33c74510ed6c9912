// "die Lichter bei Oma" with an area "Omas Zimmer" and a "Deckenlicht Oma" in it: things of a kind said
// in the plural with a person's name are the things of that person's room, not only the one named
// after the person. Only when every entity with the name lies in that one room.
import type { PlaceParse } from './place-parse.js';
import type { TargetIndex } from './target-index.js';

/** Whether an area's name word is the person's name, as said or with a possessive "s" ("omas"). */
function ownedBy(word: string, person: string): boolean {
  return word === person || word === `${person}s` || word === `${person}'s`;
}

/** The parse with a person's name read as their room, for a plural kind said with it. */
export function personAsRoom<P extends PlaceParse>(index: TargetIndex, parsed: P): P {
  const plural = parsed.all || parsed.plural || parsed.kind?.plural === true;
  if (!plural || parsed.kind === undefined || parsed.names.length !== 1) return parsed;
  if (parsed.areas !== undefined || parsed.floors !== undefined || parsed.devices !== undefined)
    return parsed;
  const person = parsed.names[0]!;
  if (!/^\p{L}{3,}$/u.test(person)) return parsed;
  const areas = index.areas.filter((area) =>
    area.names.some((name) => name.split(' ').some((word) => ownedBy(word, person))),
  );
  if (areas.length !== 1) return parsed;
  const named = [...index.words.loose(person)];
  if (named.length === 0 || named.some((entity) => entity.areaId !== areas[0]!.id)) return parsed;
  return { ...parsed, names: [], areas, placeName: areas[0]!.name, literalArea: true };
}
