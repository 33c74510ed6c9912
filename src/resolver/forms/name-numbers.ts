// Numbers said where the home's names write them, in words of Latin script: "bedroom two lamp" for
// "Bedroom 2 Lamp", "the second bedroom" for "Bedroom 2", "pokoju numer dwa" without its "numer". Only
// the home's words decide (cjk-numbers.ts does the same for Chinese, Japanese and Korean); no Home
// Assistant knowledge.
import {
  DIGIT_WORDS,
  NUMBER_MARKERS,
  NUMBER_SOUNDS,
  NUMBER_WORDS,
  ORDINAL_WORDS,
} from '../words/number-words.js';
import { FLOOR_FILLER, FLOOR_WORDS } from '../words/place-words.js';

/** Words of the home (the tokenizer's KnownWords, said again here so neither file imports the other). */
interface KnownWords {
  has(word: string): boolean;
}

/**
 * "bedroom two lamp" for "Bedroom 2 Lamp" (and "2" for "Bedroom Two"), when the home writes it so and
 * not as said, after a word of a name; so does a word that only sounds like a number ("to", "for").
 */
export function asNumber(word: string, known: KnownWords, afterName: boolean, letters = ''): string {
  if (known.has(word)) return word;
  // "the p s five" for the "PS5": after letters said one by one, a number is the code's digit.
  const coded = letters === '' ? undefined : NUMBER_WORDS.get(word);
  if (coded !== undefined && known.has(letters + coded)) return coded;
  // Only after a word of a name: "the two lamps" is a count, "bedroom two lamp" a name's number.
  const digit = afterName ? (NUMBER_WORDS.get(word) ?? NUMBER_SOUNDS.get(word)) : undefined;
  if (digit !== undefined) return known.has(digit) ? digit : word;
  return DIGIT_WORDS.get(word)?.find((spelled) => known.has(spelled)) ?? word;
}

/**
 * "the second bedroom" → "the bedroom 2" when the home writes the number: an ordinal moves after the
 * word it numbers, as names write it. Not before a floor's word ("first floor" is a floor's name, "zweiten
 * OG" the floor "2. OG").
 */
export function ordinalsAfter(words: string[], known: KnownWords): string[] {
  const out = [...words];
  for (let at = 0; at + 1 < out.length; at += 1) {
    const digit = ORDINAL_WORDS.get(out[at]!);
    const next = out[at + 1]!;
    const floorWord = FLOOR_FILLER.has(next) || FLOOR_WORDS.has(next);
    if (digit === undefined || known.has(out[at]!) || !known.has(digit) || floorWord) continue;
    out[at] = next;
    out[at + 1] = digit;
    at += 1;
  }
  return out;
}

/**
 * "pokoju numer dwa" → "pokoju dwa": a word that marks a number ("numer", "number", "numéro") is dropped
 * before a number said or written, unless the home names something with it.
 */
export function withoutNumberMarkers(words: string[], known: KnownWords): string[] {
  return words.filter((word, at) => {
    const next = words[at + 1];
    if (at === 0 || next === undefined || !NUMBER_MARKERS.has(word) || known.has(word)) return true;
    return !(/^\d+$/.test(next) || NUMBER_WORDS.has(next) || NUMBER_SOUNDS.has(next));
  });
}
