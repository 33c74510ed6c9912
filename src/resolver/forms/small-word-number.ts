// A word that is a small word in one language and a number from two up in another: Portuguese "dos" (of
// the) is Spanish two. Between two words of a name it is the small word ("gotejamento dos vasos", "rega dos
// canteiros"), not the name's number nor a count. "One" is left alone: its words are articles everywhere,
// and an article between a room's word and a kind's is no connector ("barnrum ett lampa" is "Barnrum 1").
import { STOP_WORDS } from '../words/target-words.js';
import { NUMBER_WORDS } from '../words/number-words.js';

/** True when `word`, a number from two up elsewhere, is a small word said between two words of a name. */
export function smallWordBetweenNames(
  word: string,
  before: string | undefined,
  after: string | undefined,
  isNameWord: (word: string) => boolean,
): boolean {
  const number = NUMBER_WORDS.get(word);
  if (!STOP_WORDS.has(word) || number === undefined || number === '1') return false;
  if (before === undefined || after === undefined) return false;
  return !STOP_WORDS.has(after) && isNameWord(before) && isNameWord(after);
}
