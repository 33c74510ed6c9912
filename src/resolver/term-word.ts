// A thing's everyday term of several words ("oczko wodne", "elektrische deken") in a home that names
// the thing by one of those words only. Reads the target index; no parsing.
import type { TargetIndex } from './target-index.js';
import { APPLIANCE_WORDS } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';
import { STOP_WORDS } from './words/target-words.js';

/**
 * "oczko wodne" for a "Napowietrzacz oczko", "de elektrische deken" for "Deken Noor": a thing's term of
 * several words, when the home has nothing the term stands for, is the one word of it the home's names
 * hold: not a kind word, which says less, nor a thing's own word ("pompe" in "pompe à chaleur").
 */
export function homeWordOf(index: TargetIndex, words: string[], concept: string): string | undefined {
  if (words.length < 2 || index.words.has(concept)) return undefined;
  const own = (word: string) => KIND_WORDS.has(word) || APPLIANCE_WORDS.has(word);
  const held = words.filter((word) => !STOP_WORDS.has(word) && !own(word) && index.words.has(word));
  return held.length === 1 ? held[0] : undefined;
}
