// Spans of several words the parser reads before the single words: a reading said in two to four words
// ("light level", "qualité de l air") and a kind said in two or three ("barre de son"), which a verb that
// begins it ("barre", to lock in Québec) never takes.
import { READING_CLASS_WORDS } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';
import { STOP_WORDS } from './words/target-words.js';
import type { TargetIndex } from './target-index.js';

const KOREAN_ENDING = /(?<=\p{Script=Hangul})(야|예요|이야|니|까)$/u;

/**
 * A reading's words from `start` ("light level", "jakość powietrza", "qualité de l air"), unless the home's
 * names hold each of its words: then they are met as a name's words ("Air Quality" without a class).
 */
export function readingAt(
  index: TargetIndex,
  tokens: string[],
  start: number,
): { phrase: string; end: number } | undefined {
  for (let end = Math.min(tokens.length, start + 4); end > start + 1; end -= 1) {
    const words = tokens.slice(start, end);
    words[words.length - 1] = words.at(-1)!.replace(KOREAN_ENDING, '');
    const phrase = words.join(' ');
    if (!READING_CLASS_WORDS.has(phrase)) continue;
    const named = end - start > 2 && words.every((word) => STOP_WORDS.has(word) || index.words.has(word));
    return named ? undefined : { phrase, end };
  }
  return undefined;
}

/** A kind said in two or three words begins at `at` ("barre de son", "barra de sonido"). */
export function kindPhraseAt(tokens: readonly string[], at: number): boolean {
  for (const length of [3, 2])
    if (at + length <= tokens.length && KIND_WORDS.has(tokens.slice(at, at + length).join(' '))) return true;
  return false;
}
