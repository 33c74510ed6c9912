// "im 2. Stock", "im zweiten OG", "al 2° piano", "en la 2ª planta", "na 2 piętrze": a floor said by its
// number, as a digit with or without the ordinal's mark, or by an ordinal before a word for "floor" or for the
// upper floors ("OG", "Obergeschoss"). Levels count from the ground floor as 0, as these languages do ("der
// erste Stock" is one up); English ordinals count it as the first (place-words.ts). Vocabulary only.
import { FLOOR_FILLER, FLOOR_WORDS, ORDINAL_WORDS } from './words/place-words.js';

/** A digit with the mark of an ordinal the languages write after it: "2.", "2e", "1er", "2ème", "2ª", "2º". */
const DIGIT_ORDINAL = /^(\d)(?:e|er|re|eme|ª|º)?$/u;

/** A floor's word after the ordinal: "Stock", "piano", "planta", or one that says an upper floor ("OG"). */
function isFloorWord(word: string): boolean {
  if (FLOOR_FILLER.has(word)) return true;
  const ref = FLOOR_WORDS.get(word);
  return ref !== undefined && 'above' in ref;
}

/** The level two words say ("zweiten og" → 2, "2 stock" → 2), or undefined. */
export function floorNumberOf(words: readonly string[]): number | undefined {
  if (words.length !== 2 || !isFloorWord(words[1]!)) return undefined;
  const first = words[0]!;
  const ordinal = ORDINAL_WORDS.get(first);
  if (ordinal !== undefined) return ordinal;
  const digit = DIGIT_ORDINAL.exec(first)?.[1];
  return digit === undefined ? undefined : Number(digit);
}
