// Words of names, the phrase resolver's fourth step ("desk", "Trader Joe's list"): the things holding
// the words said, narrowed by the kind said or by its words written in their names, and of those the
// ones whose names hold the most. Pure over indexed entities; the kind filter is the caller's.
import type { IndexedEntity, TargetIndex } from './target-index.js';
import type { ParsedTarget } from './parse-target.js';
import { definiteBases, type Endings } from './forms/word-endings.js';
import { endsCompound } from './compound-tail.js';
import { wordScore } from './narrow-candidates.js';
import { readingsOfKind } from './reading-holders.js';

/**
 * The kind filters, unless the kind's words are part of the name ("Aire acondicionado Temperatura").
 * A reading said with a kind ("Batterie vom Türschloss"): of the devices with a thing of that kind.
 */
export function ofKindOrWorded(
  index: TargetIndex,
  pool: IndexedEntity[],
  parsed: ParsedTarget,
  endings: Endings,
  ofKind: (list: readonly IndexedEntity[]) => IndexedEntity[],
): IndexedEntity[] {
  const kinded = ofKind(pool);
  // "rullegardinet venstre" for a "Rullegardin venstre" of another class: the word with its ending off.
  const bare = (token: string) => (endings === 'definite' ? [token, ...definiteBases(token)] : [token]);
  const worded = pool.filter((entity) =>
    parsed.kindTokens.every((token) =>
      bare(token).some(
        (form) => wordScore(form, entity.nameWords) > 0 || endsCompound(form, entity.nameWords),
      ),
    ),
  );
  return kinded.length > 0
    ? kinded
    : worded.length > 0 || !parsed.reading
      ? worded
      : readingsOfKind(index, pool, ofKind);
}

/** The things whose names hold the most of the words said. */
export function mostWordsHeld(pool: readonly IndexedEntity[], names: readonly string[]): IndexedEntity[] {
  const scored = pool.map((entity) => ({
    entity,
    // A word of the entity's own name weighs more than one it only shares through its area or device.
    score: names.reduce(
      (sum, word) => sum + 2 * wordScore(word, entity.words) + wordScore(word, entity.nameWords),
      0,
    ),
  }));
  const top = Math.max(...scored.map((entry) => entry.score));
  return scored.filter((entry) => entry.score === top).map((entry) => entry.entity);
}
