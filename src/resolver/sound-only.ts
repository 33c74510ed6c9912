// "la tele" in a flat whose media players are a "Radio cocina" and a "Soundbar": a media player Home Assistant
// gives no class, whose name says it only plays sound (a radio, a soundbar), is no TV, as one named a speaker is
// not (named-class.ts); with no TV there, the TV is not found rather than the radio switched on. Reads the
// indexed entity and the word tables only.
import { conceptKey } from './words/device-words.js';
import { RADIO_WORDS } from './words/flat-concepts.js';
import type { IndexedEntity } from './target-index.js';

const SOUNDBAR = conceptKey('soundbar');

/** True for a class-less media player whose name says a radio or a soundbar. */
export function namedSoundOnly(entity: IndexedEntity): boolean {
  if (entity.domain !== 'media_player' || entity.deviceClass !== null) return false;
  if (entity.nameWords.has(SOUNDBAR)) return true;
  return entity.names.some((name) => name.split(' ').some((word) => RADIO_WORDS.has(word)));
}
