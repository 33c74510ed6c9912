// A "Bedlampe" in a bedroom is a bedside lamp: the Danish flower-bed reading (words/flower-bed.ts) holds in
// the garden, where "bed" is a bed of flowers, but nobody grows flowers by the bed they sleep in, and a home
// written half in Dutch ("bedlamp") or English names its bedside lamp so. Read once per entity when the index
// is built (target-index.ts).
import { conceptKey } from './words/device-words.js';
import { flowerBedLamp } from './words/flower-bed.js';

const BEDSIDE = conceptKey('bedside_lamp');

/** The bedside concept back on a "bed" lamp whose room is a bedroom. */
export function withBedroomBedLamp(
  words: Set<string>,
  nameWords: Set<string>,
  ownTokens: readonly string[],
  areaConcepts: readonly string[],
): void {
  if (!areaConcepts.includes('bedroom') || !flowerBedLamp(ownTokens)) return;
  words.add(BEDSIDE);
  nameWords.add(BEDSIDE);
}
