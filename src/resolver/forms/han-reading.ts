// How a Chinese word sounds: its characters' toneless Mandarin readings (words/han-readings.ts, from
// pinyin-data), for names a recogniser wrote with a same-sounding character. The map is built on the
// first Chinese word only.
import { HAN_READINGS } from '../words/han-readings.js';

let readingOf: Map<string, string> | undefined;

/** "电饭煲" → "dian fan bao"; undefined unless the word is two or more Han characters all in the table. */
export function hanReading(word: string): string | undefined {
  if (!/^\p{Script=Han}{2,}$/u.test(word)) return undefined;
  readingOf ??= readings();
  const sounds: string[] = [];
  for (const character of word) {
    const sound = readingOf.get(character);
    if (sound === undefined) return undefined;
    sounds.push(sound);
  }
  return sounds.join(' ');
}

function readings(): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of HAN_READINGS) {
    const [sound = '', characters = ''] = entry.split(':');
    for (const character of characters) map.set(character, sound);
  }
  return map;
}
