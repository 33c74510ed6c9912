// A word that is a small word in one language and a number in another: Portuguese "dos" (of the) is
// Spanish two, "um", "una", "en", "een", "un" are articles and one. Between two words of a name it is the
// small word ("gotejamento dos vasos", "rega dos canteiros"), not the name's number nor a count.
import { STOP_WORDS } from '../words/target-words.js';

/** True when `word` is a small word said between two words of a name (`before`, `after`). */
export function smallWordBetweenNames(
  word: string,
  before: string | undefined,
  after: string | undefined,
  isNameWord: (word: string) => boolean,
): boolean {
  if (!STOP_WORDS.has(word) || before === undefined || after === undefined) return false;
  return !STOP_WORDS.has(after) && isNameWord(before) && isNameWord(after);
}
