// "la persiana del dormitorio dos" for "Persiana dormitorio 2": a number said as a word after a word of a
// name, where the home writes its digit. Read with the digit before anything else: the words before the
// number are a whole name too ("Persiana dormitorio", the main bedroom's), which the number said as a
// word would otherwise leave to win. Pure function over the home's known words; no resolving.
import type { KnownWords } from './tokenize-phrase.js';
import { NUMBER_WORDS } from './words/number-words.js';
import { ROOM_WORDS } from './words/place-words.js';
import { smallWordBetweenNames } from './forms/small-word-number.js';
import { smallWordBeforeUnknown } from './forms/small-word-before-unknown.js';

/** A digit with the Korean, Japanese or Chinese counter for "number" after it ("2번", "2番", "2号"). */
const COUNTED = /^(\d+)(?:번|호|番|号|號)$/u;

/**
 * The normalized phrase with each number word after a word of the home's names (or a room's word) written
 * as the digit the home writes; undefined when no word changes. Only true number words from two up, not
 * words that merely sound like one ("to", "for"), which stay for the tokenizer to weigh.
 */
export function withNameDigits(norm: string, known: KnownWords): string | undefined {
  const words = norm.split(' ');
  let changed = false;
  for (let at = 1; at < words.length; at += 1) {
    const word = words[at]!;
    const before = words[at - 1]!;
    // "안방등 2번", "照明 2番", "插座 2号": a digit with its counter after the name is the name's digit.
    const counted = COUNTED.exec(word)?.[1];
    if (counted !== undefined && !known.has(word) && known.has(counted) && known.has(before)) {
      words[at] = counted;
      changed = true;
      continue;
    }
    const digit = NUMBER_WORDS.get(word);
    // Not "one": its words are articles and particles too ("schalte die Kaffeemaschine ein").
    if (digit === undefined || digit === '1' || known.has(word) || !known.has(digit)) continue;
    if (!known.has(before) && !ROOM_WORDS.has(before)) continue;
    // "gotejamento dos vasos": Portuguese "dos" (of the) between a name's words (forms/small-word-number.ts).
    if (smallWordBetweenNames(word, before, words[at + 1], (name) => known.has(name))) continue;
    // "a luz dos peixes": nor before a word no name holds (forms/small-word-before-unknown.ts).
    if (smallWordBeforeUnknown(word, words[at + 1], (name) => known.has(name))) continue;
    words[at] = digit;
    changed = true;
  }
  return changed ? words.join(' ') : undefined;
}
