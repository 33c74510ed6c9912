// Portuguese "dos"/"das" (of the) said before a word the home writes nowhere: "a luz dos peixes" is the
// fishes' light, not "Luz 2" with a stray word. A number that ends a name is said last or before another of
// the home's words ("a luz dos da sala", "luz dos cocina"), never before a word no name holds: read so, the
// Spanish two acted on a "Luz ateliê 2" for the aquarium's light. Pure; the caller knows the home's words.
import { STOP_WORDS } from '../words/target-words.js';
import { NUMBER_WORDS } from '../words/number-words.js';

/** True when `word`, a small word that is a number from two up elsewhere, comes before a word no name holds. */
export function smallWordBeforeUnknown(
  word: string,
  after: string | undefined,
  isNameWord: (word: string) => boolean,
): boolean {
  const number = NUMBER_WORDS.get(word);
  if (!STOP_WORDS.has(word) || number === undefined || number === '1' || after === undefined) return false;
  if (STOP_WORDS.has(after) || NUMBER_WORDS.has(after) || /\d/.test(after)) return false;
  return !isNameWord(after);
}
