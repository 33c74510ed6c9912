// "客厅灯代" cut as 客厅 / 灯 / 代 when the home says "客厅灯带": a lone Han character the home lacks, heard
// with the words before it as one word of the home. Moved out of parse-target.ts, which reads it first.
import type { TargetIndex } from './target-index.js';

const HAN_CHARACTER = /^\p{Script=Han}$/u;

/**
 * The tokens with a lone Han character the home lacks, and up to three words before it, read as the one word
 * of the home they sound like; the tokens as they were when none does.
 */
export function heardAsOne(index: TargetIndex, tokens: string[]): string[] {
  const last = tokens.findLastIndex((token) => HAN_CHARACTER.test(token) && !index.words.has(token));
  for (let start = last - 1; start >= Math.max(0, last - 3); start -= 1) {
    const heard = index.soundAlike.find(tokens.slice(start, last + 1).join(''));
    if (heard !== undefined) return [...tokens.slice(0, start), heard, ...tokens.slice(last + 1)];
  }
  return tokens;
}
