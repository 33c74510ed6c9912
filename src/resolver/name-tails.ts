// "朵朵夜灯" and "乐乐夜灯", "ゆい常夜灯" and "そうた常夜灯": a home writes whose lamp it is and what lamp
// it is as one run of characters, and the user says only the kind of lamp ("夜灯", "常夜灯"). The
// tokenizer cuts the name at its kind word ("朵朵夜" + "灯"), so "夜" alone was lost and "夜灯" became
// every light. Each tail of such a name that still ends in its kind word is a word of the name too; one
// of several is then asked about, "两个夜灯" is both.
import { KIND_WORDS } from './words/kind-words.js';
import { isKnown, type KnownWords } from './tokenize-phrase.js';

/** Chinese or Japanese letters only: a run with no space between its words. */
const RUN_TOGETHER = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{3,}$/u;
const HAN_ONLY = /^\p{Script=Han}+$/u;

/**
 * The tails of a run-together word of a name that end in its kind word and hold something before it
 * ("朵朵夜灯" → "朵夜灯", "夜灯"): not a kind word themselves ("床头灯" is already one), and not
 * beginning with a word the home or the tables know ("大客厅灯" gives no "客厅灯": that is the room's
 * lights, said as a room and a kind).
 */
export function nameTails(word: string, known: KnownWords): string[] {
  if (!RUN_TOGETHER.test(word)) return [];
  const kind = kindEnd(word);
  if (kind === undefined) return [];
  const tails: string[] = [];
  for (let start = 1; start < word.length - kind.length; start += 1) {
    const tail = word.slice(start);
    // Only Chinese characters before the kind word: each is a word's start, where a cut inside a kana or
    // Hangul word is none ("デスクライト" holds no "クライト"; "和室の照明" no "室の照明").
    if (!HAN_ONLY.test(word.slice(start, word.length - kind.length))) continue;
    if (KIND_WORDS.has(tail) || beginsKnown(tail, tail.length - kind.length, known)) continue;
    tails.push(tail);
  }
  return tails;
}

/** The longest kind word the word ends in, shorter than the word. */
function kindEnd(word: string): string | undefined {
  for (let start = 1; start < word.length; start += 1) {
    const end = word.slice(start);
    if (KIND_WORDS.has(end)) return end;
  }
  return undefined;
}

function beginsKnown(tail: string, before: number, known: KnownWords): boolean {
  for (let size = 1; size <= before; size += 1) if (isKnown(tail.slice(0, size), known)) return true;
  return false;
}
