// "しんしつのしょうめい" for "寝室の照明", "げんかん照明" for "玄関照明": a Japanese word written in hiragana as it
// is read, as a speech recogniser may write it, is the word the tables and the home write in kanji. Only
// whole readings of three kana or more, and never one the home itself writes in kana.
import { KANA_READINGS } from '../words/kana-readings.js';

/** Words the caller knows (the home's name words, normalized). */
interface Known {
  has(word: string): boolean;
}

const HIRAGANA_RUN = /\p{Script=Hiragana}{3,}/gu;
const LONGEST = Math.max(...[...KANA_READINGS.keys()].map((reading) => reading.length));

/** The text with every reading in its hiragana written as the word; the text itself when there is none. */
export function withKanjiReadings(text: string, known: Known, normalize: (word: string) => string): string {
  if (!/\p{Script=Hiragana}/u.test(text)) return text;
  return text.replace(HIRAGANA_RUN, (run) => {
    let out = '';
    let at = 0;
    while (at < run.length) {
      let length = Math.min(LONGEST, run.length - at);
      for (; length >= 3; length -= 1) {
        const reading = run.slice(at, at + length);
        if (KANA_READINGS.has(reading) && !known.has(normalize(reading))) break;
      }
      if (length >= 3) {
        out += KANA_READINGS.get(run.slice(at, at + length))!;
        at += length;
      } else {
        out += run[at]!;
        at += 1;
      }
    }
    return out;
  });
}
