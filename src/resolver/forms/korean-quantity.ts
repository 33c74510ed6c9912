// "둘다", "전부다", "모두다": Korean words of how many typed without the space between them ("둘 다", "전부 다"),
// as a hurried typist leaves them. Read apart, they are "both" and "all" again; run together, no table knew
// the word and the request asked which one. So is the order run into them ("둘다꺼줘", "전부켜줘", "다꺼"):
// read apart, how many is said again and the order is the order's word; run together, the whole word was
// taken for a predicate and dropped, and with it "both".
import { ALL_WORDS, BOTH_WORDS, COMMAND_WORDS } from '../words/target-words.js';

const HANGUL_ONLY = /^\p{Script=Hangul}{2,}$/u;
const quantity = (word: string) => ALL_WORDS.has(word) || BOTH_WORDS.has(word);

/** Two words of how many run together ("둘다"), or undefined. */
function twoApart(word: string): string[] | undefined {
  for (let at = 1; at < word.length; at += 1) {
    const first = word.slice(0, at);
    const second = word.slice(at);
    if (quantity(first) && quantity(second)) return [first, second];
  }
  return undefined;
}

/**
 * The words a Hangul word is written as: two of how many ("둘다"), or one or two of them with an order the
 * tables know after them ("둘다꺼줘" → 둘, 다, 꺼줘); undefined when it is neither. Only an order the tables
 * hold, so "다이슨켜줘" (a Dyson run into its order) never begins with "all".
 */
export function quantityApart(word: string): string[] | undefined {
  if (!HANGUL_ONLY.test(word)) return undefined;
  const two = twoApart(word);
  if (two !== undefined) return two;
  for (let at = word.length - 1; at >= 1; at -= 1) {
    const order = word.slice(at);
    if (!COMMAND_WORDS.has(order)) continue;
    const head = word.slice(0, at);
    const said = quantity(head) ? [head] : twoApart(head);
    if (said !== undefined) return [...said, order];
  }
  return undefined;
}
