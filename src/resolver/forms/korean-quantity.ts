// "둘다", "전부다", "모두다": Korean words of how many typed without the space between them ("둘 다", "전부 다"),
// as a hurried typist leaves them. Read apart, they are "both" and "all" again; run together, no table knew
// the word and the request asked which one.
import { ALL_WORDS, BOTH_WORDS } from '../words/target-words.js';

const HANGUL_ONLY = /^\p{Script=Hangul}{2,}$/u;
const quantity = (word: string) => ALL_WORDS.has(word) || BOTH_WORDS.has(word);

/** The two words of how many a Hangul word is written as, or undefined when it is not two of them. */
export function quantityApart(word: string): [string, string] | undefined {
  if (!HANGUL_ONLY.test(word)) return undefined;
  for (let at = 1; at < word.length; at += 1) {
    const first = word.slice(0, at);
    const second = word.slice(at);
    if (quantity(first) && quantity(second)) return [first, second];
  }
  return undefined;
}
