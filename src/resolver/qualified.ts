// The qualifying words of a phrase ("garage door" in "garage door light") narrow its candidates to the
// things that hold them. Pure over indexed entities; moved out of the phrase resolver unchanged.
import { endsIn, wordScore } from './narrow-candidates.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { besideThing } from './beside-thing.js';
import { landmarkInName } from './landmark-in-name.js';

/**
 * Narrows to the entities holding the qualifying words, when any does; else, when the words name another
 * thing of the home ("the plug by the TV"), to the ones beside it (beside-thing.ts).
 */
export function qualified(
  entities: IndexedEntity[],
  parsed: ParsedTarget,
  index: TargetIndex,
): IndexedEntity[] {
  if (parsed.qualifiers.length === 0) return entities;
  const holding = entities.filter((entity) =>
    parsed.qualifiers.every((word) => wordScore(word, entity.words) > 0),
  );
  // "fläktlampan" beside a "Takfläkt vardagsrum lampa" and a "Golvlampa": the compound's first part
  // names a thing, and a name's compound ending in it ("takfläkt") holds it.
  if (holding.length > 0) return holding;
  const heads = entities.filter((entity) =>
    parsed.qualifiers.every((word) => [...entity.words].some((name) => endsIn(name, word))),
  );
  if (heads.length > 0) return heads;
  return landmarkInName(index, entities, parsed) ?? besideThing(index, entities, parsed) ?? entities;
}
