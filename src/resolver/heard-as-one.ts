// "客厅灯代" cut as 客厅 / 灯 / 代 when the home says "客厅灯带", "客厅掉灯" cut as 客厅 / 掉 / 灯 when it says
// "客厅吊灯": a lone Han character the home lacks, heard with the words around it as one word of the home.
// Moved out of parse-target.ts, which reads it first.
import type { TargetIndex } from './target-index.js';

const HAN_CHARACTER = /^\p{Script=Han}$/u;
const HAN_WORD = /^\p{Script=Han}+$/u;
/** Up to three words before the character, and up to two after it: the rest of a compound said with it. */
const BEFORE = 3;
const AFTER = 2;

/**
 * The tokens with a lone Han character the home lacks, and the Han words around it, read as the one word of
 * the home they sound like (the words before it first, as the character most often ends the word); the
 * tokens as they were when none does.
 */
export function heardAsOne(index: TargetIndex, tokens: string[]): string[] {
  const last = tokens.findLastIndex((token) => HAN_CHARACTER.test(token) && !index.words.has(token));
  if (last === -1) return tokens;
  for (let end = last; end <= Math.min(tokens.length - 1, last + AFTER); end += 1) {
    if (!HAN_WORD.test(tokens[end]!)) break;
    for (let start = end === last ? last - 1 : last; start >= Math.max(0, last - BEFORE); start -= 1) {
      const heard = index.soundAlike.find(tokens.slice(start, end + 1).join(''));
      if (heard !== undefined) return [...tokens.slice(0, start), heard, ...tokens.slice(end + 1)];
    }
  }
  return tokens;
}
