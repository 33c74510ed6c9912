// "選択機" for "洗濯機", both read せんたくき: a recogniser writing Japanese picks kanji by their reading, and may
// pick a word of the same reading that no home names. A kanji word the home and the tables lack, read kanji by
// kanji in its on'yomi (words/kanji-readings.ts, the jōyō kanji), that reads as a word of the tables
// (words/kana-readings.ts) of as many kanji is that word. Japanese only: Chinese shares the characters, not the
// readings. Pure; knows the two tables.
import { KANA_READINGS } from '../words/kana-readings.js';
import { KANJI_READINGS } from '../words/kanji-readings.js';

const KANJI_RUN = /\p{Script=Han}{2,}/gu;
const SHORTEST = 2;
const LONGEST = 4;

let table: ReadonlyMap<string, readonly string[]> | undefined;

/** Kanji → its on'yomi, built on the first request that may need one. */
function readingsOf(): ReadonlyMap<string, readonly string[]> {
  if (table !== undefined) return table;
  const map = new Map<string, string[]>();
  for (const entry of KANJI_READINGS) {
    const [reading, characters] = entry.split(':') as [string, string];
    for (const character of characters) map.set(character, [...(map.get(character) ?? []), reading]);
  }
  table = map;
  return map;
}

/** The table's word of as many kanji that the word, read kanji by kanji, may sound as; undefined when none. */
function sameReading(word: string): string | undefined {
  const characters = [...word];
  let readings = [''];
  for (const character of characters) {
    const own = readingsOf().get(character);
    if (own === undefined) return undefined;
    readings = readings.flatMap((before) => own.map((reading) => before + reading));
  }
  for (const reading of readings) {
    const written = KANA_READINGS.get(reading);
    if (written !== undefined && written !== word && [...written].length === characters.length)
      return written;
  }
  return undefined;
}

/**
 * The text with each kanji word the caller does not know (`known`) that reads as a table's word written as that
 * word; the text itself when none does, or when the request is not Japanese.
 */
export function withKanjiHeard(text: string, known: (word: string) => boolean, language?: string): string {
  if (language !== 'ja') return text;
  return text.replace(KANJI_RUN, (run) => {
    const characters = [...run];
    let out = '';
    let at = 0;
    while (at < characters.length) {
      let length = Math.min(LONGEST, characters.length - at);
      let heard: string | undefined;
      for (; length >= SHORTEST && heard === undefined; length -= 1) {
        const word = characters.slice(at, at + length).join('');
        heard = known(word) ? undefined : sameReading(word);
        if (heard !== undefined) {
          out += heard;
          at += length;
        }
      }
      if (heard === undefined) {
        out += characters[at]!;
        at += 1;
      }
    }
    return out;
  });
}
