// "a guitarra da Bia" where Bia's room ("Quarto da Bia") has an "Abajur Bia": the person's name says whose
// the thing is, not what it is. A phrase left with only such a word once the word the home lacks is left out
// ("guitarra") names no thing: read so, it acted on the lamp. The words of an area's name that are neither a
// room's word nor a small word are a person's (or a place's own) name. Reads the target index only.
import type { TargetIndex } from './target-index.js';
import { ROOM_WORDS } from './words/place-words.js';
import { STOP_WORDS } from './words/target-words.js';
import { APPLIANCE_WORDS } from './words/device-words.js';

/** True when `word` is a word of some area's name that names who or where, not a room or a thing. */
export function ownerWord(index: TargetIndex, word: string): boolean {
  if (ROOM_WORDS.has(word) || STOP_WORDS.has(word) || APPLIANCE_WORDS.has(word)) return false;
  return index.areas.some((area) => area.names.some((name) => name.split(' ').includes(word)));
}
