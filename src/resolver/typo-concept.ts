// "어항 필터" (the tank's filter) beside an "어항 히터" (its heater): one letter apart, but 필터 is a word of the
// tables for a filter and 히터 one for a heater. A whole name read with one typo must not say another thing
// than the request: read so, the heater answered for the filter. A name holding every thing the request
// names by a concept's word (or a request naming none) stays a typo's match. Reads entities only.
import type { IndexedEntity } from './target-index.js';
import { isConceptKey } from './words/device-words.js';

/**
 * The entities a typo found, without those whose name says another thing than one `names` spells: holding a
 * concept the request does not say and none of those it says ("~heater" for "~filter"). A name that spells
 * no concept (misspelled itself: "Kaffeemaschiene") stays.
 */
export function typoOfSameThing(found: readonly IndexedEntity[], names: readonly string[]): IndexedEntity[] {
  const concepts = names.filter(isConceptKey);
  if (concepts.length === 0) return [...found];
  return found.filter((entity) => {
    const own = [...entity.nameWords].filter(isConceptKey);
    return own.length === 0 || concepts.some((concept) => own.includes(concept));
  });
}
