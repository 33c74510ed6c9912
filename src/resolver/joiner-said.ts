// Whether the joiners the tokenizer found in a request were said as joiners. Chinese, Japanese and Korean
// write no spaces, so "と", "和" or "跟" may be a piece of another word as the tokenizer cut it ("はるとのライト"
// holds と, "どんくらい" too once its sound marks are folded). There a joiner counts when a word of a thing, a
// kind or a room stands whole on each side of it ("テレビとサウンドバー", "电视和回音壁"), never a stray piece
// or a particle. Reads tokens and word tables only.
import { SEPARATOR, type KnownWords } from './tokenize-phrase.js';
import { KIND_WORDS } from './words/kind-words.js';
import { APPLIANCE_WORDS } from './words/device-words.js';
import { ROOM_WORDS } from './words/place-words.js';
import { BRAND_WORDS } from './words/brand-names.js';
import { COMMAND_WORDS, CONJUNCTIONS, STOP_WORDS } from './words/target-words.js';

const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+$/u;
/** One kana is a particle or a verb's ending as the tokenizer keeps it, never a thing's word. */
const ONE_KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}]$/u;

/**
 * True when every joiner at `joiners` (positions in `tokens`) is one the user said: a comma or a Korean
 * "and" particle the tokenizer took off a known word (`SEPARATOR`), a word said on its own (`said`, the
 * request's words as spaced), or a Chinese, Japanese or Korean joiner between two things' words.
 */
export function joinersSaid(
  tokens: readonly string[],
  joiners: readonly number[],
  said: readonly string[],
  known: KnownWords,
): boolean {
  return joiners.every((at) => {
    const token = tokens[at]!;
    if (token === SEPARATOR || said.includes(token)) return true;
    if (!CJK.test(token)) return false;
    return thingWord(tokens[at - 1], known) && thingWord(tokens[at + 1], known);
  });
}

/** A word the home's names hold, or a kind's, an appliance's, a room's or a maker's: no small word. */
function thingWord(word: string | undefined, known: KnownWords): boolean {
  if (word === undefined || ONE_KANA.test(word)) return false;
  if ([STOP_WORDS, CONJUNCTIONS, COMMAND_WORDS].some((words) => words.has(word))) return false;
  return [known, KIND_WORDS, APPLIANCE_WORDS, ROOM_WORDS, BRAND_WORDS].some((words) => words.has(word));
}
