// "Den Echo in der Küche" for a hidden "Küche Echo": what was asked for exists, in the place and of the
// kind said, but is not exposed. The phrase resolver asks this at each step where nothing visible fits.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { LATIN_BRANDS } from './words/brand-names.js';
import { fits } from './sibling.js';
import { saysWord } from './narrow-candidates.js';
import { hasPlace, inPlaces } from './candidates.js';
import { ofKindAsked } from './kind-filter.js';

/**
 * A hidden entity in the place named, of the kind named, holding every name word. `domain`: the caller's
 * domain hint, else the phrase's kind.
 */
export function hiddenThere(
  index: TargetIndex,
  parsed: ParsedTarget,
  domain: string | undefined,
): IndexedEntity | undefined {
  if (parsed.kind === undefined && parsed.names.length === 0) return undefined;
  // "kamerę na balkonie" where a visible name also says "na balkonie", "the nest mini": the words.
  // With neither a place nor a kind, one word is too little to claim ("a piscina" ≠ "Bomba da piscina").
  // A brand is enough alone ("the echo" for a hidden "Bedroom Echo").
  // A locking word says the kind: "chiudi a chiave il box" for a hidden "Serratura box".
  const few = parsed.names.length < (parsed.kind === undefined && parsed.wants !== 'lock' ? 2 : 1);
  if (!hasPlace(parsed) && few && !LATIN_BRANDS.has(parsed.names.join(' '))) return undefined;
  const hidden = index.hidden;
  const inPlace = hasPlace(parsed) ? inPlaces(index, hidden, parsed) : [...hidden];
  // "Lock the cellar door" (a hidden lock beside its visible sensor): what the verb acts on is meant.
  const wanted = parsed.wants === undefined ? [] : inPlace.filter((entity) => fits(entity, parsed.wants!));
  const there = wanted.length > 0 ? wanted : ofKindAsked(inPlace, parsed, domain);
  return there.find((entity) => parsed.names.every((word) => saysWord(word, entity.words)));
}
