// "das Licht hinterm Fernseher" for an "LED-Streifen TV", "lyset ved fjernsynet" for a "TV bånd", "światło za
// telewizorem" for a "Taśma TV": the thing a light stands by, said with another word of its kind than the one
// the name holds. People name a strip or a lamp after the thing it lights ("TV strip", "Ruban TV"), and say
// that thing in their own word for it; a name word of the same kind (a TV word for a TV word) is the same thing.
// Reads the index's words only.
import { parseTarget, type ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';

/**
 * Among `entities` (none of whose words holds the qualifying words as said), the ones whose own name says the
 * qualifying kind in another word; undefined when the qualifiers are no kind or no name says it.
 */
export function landmarkInName(
  index: TargetIndex,
  entities: readonly IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity[] | undefined {
  const other = parseTarget(index, parsed.qualifiers);
  const kind = other.kind;
  if (kind === undefined || other.names.length > 0 || kind.domain === parsed.kind?.domain) return undefined;
  const naming = entities.filter((entity) =>
    [...entity.nameWords].some((word) => sameKind(KIND_WORDS.get(word), kind)),
  );
  return naming.length > 0 ? naming : undefined;
}

function sameKind(word: KindWord | undefined, kind: KindWord): boolean {
  return (
    word !== undefined &&
    word.domain === kind.domain &&
    (word.classes ?? []).join() === (kind.classes ?? []).join()
  );
}
