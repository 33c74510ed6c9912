// The home's own floor said inside a floor phrase: "lá em cima" with a floor whose alias is "em cima", "à
// l'étage" with a floor named "Étage", "na piętrze" with a floor named "Piętro", "på övervåningen" with one
// named "Övervåning". Such a phrase is that floor, not every floor its level reaches (the attic above it too).
// Reads the target index only.
import { STOP_WORDS } from './words/target-words.js';
import type { IndexedPlace, TargetIndex } from './target-index.js';

/**
 * The floors a part of a floor phrase names, as written or with another case ending (the stems of the
 * floors' names, stem-lookup.ts); undefined when no part does. The whole phrase is tried by its ending
 * only: as written, the caller has already looked it up.
 */
export function ownFloorWithin(index: TargetIndex, words: readonly string[]): IndexedPlace[] | undefined {
  for (let length = words.length; length > 0; length -= 1)
    for (let start = 0; start + length <= words.length; start += 1) {
      const part = words.slice(start, start + length);
      if (part.every((word) => STOP_WORDS.has(word))) continue;
      const exact = length < words.length ? index.lookup.floors.exact(part.join(' '), part.join('')) : [];
      if (exact.length > 0) return exact;
      const stemmed = index.stems.floors.find(part);
      if (stemmed.length > 0) return stemmed;
    }
  return undefined;
}
