// "Is the garage door open", "ist das Garagentor zu", "车库门开着吗": a question about whether a cover is
// open is answered by the contact sensor that watches it, when it has one (issue 26: "a question about
// open/closed picks the sensor"); the motor's own state is a guess from its last run. An order still
// acts on the cover. Knows the index and the sensor words, nothing of the request.
import { CONTACT_SUFFIXES, CONTACT_WORDS } from './words/contact-words.js';
import { VERB_WORDS } from './words/verb-words.js';
import { STOP_WORDS } from './words/target-words.js';
import { saysWord } from './narrow-candidates.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import type { Resolution } from './resolution.js';
import { watchedClass } from './watched-class.js';
import { namedContactOf } from './same-name-contact.js';

/**
 * Which sensor classes watch which covers: a door, a gate or a garage door is watched by a door contact, a
 * roof window by a window contact. Blinds, shutters and awnings have none (a window's contact beside a
 * shutter watches the window).
 */
const DOOR_CONTACTS = ['door', 'garage_door', 'opening'];
const WATCHED_BY: Readonly<Record<string, readonly string[]>> = {
  garage: DOOR_CONTACTS,
  gate: DOOR_CONTACTS,
  door: DOOR_CONTACTS,
  window: ['window', 'opening'],
};

function isContactOf(entity: IndexedEntity, cover: IndexedEntity): boolean {
  const classes = WATCHED_BY[watchedClass(cover)] ?? [];
  return entity.domain === 'binary_sensor' && classes.includes(entity.deviceClass ?? '');
}

/** A name's words less those a sensor adds to the watched thing's name (its kind, "open", "de"). */
function thingWords(name: string): string[] {
  const words: string[] = [];
  for (const word of name.split(' ')) {
    if (CONTACT_WORDS.has(word) || STOP_WORDS.has(word) || VERB_WORDS.get(word) === 'opening') continue;
    const suffix = CONTACT_SUFFIXES.find((end) => word.endsWith(end) && word.length > end.length);
    words.push(suffix === undefined ? word : word.slice(0, -suffix.length));
  }
  return words;
}

/** The same word, or one with another ending ("bramy", "garażowej" for "Brama garażowa"). */
function sameWord(said: string, words: Set<string>): boolean {
  if (saysWord(said, words)) return true;
  for (const word of words) {
    let shared = 0;
    while (shared < Math.min(word.length, said.length) && word[shared] === said[shared]) shared += 1;
    if (shared >= 5 && Math.max(word.length, said.length) - shared <= 3) return true;
  }
  return false;
}

/** True when the sensor's name is the cover's, with sensor words added ("Garage Door Tilt Sensor"). */
function watches(sensor: IndexedEntity, cover: IndexedEntity): boolean {
  const coverWords = new Set(cover.names.flatMap((name) => name.split(' ')));
  return sensor.names.some((name) => {
    const words = thingWords(name);
    return words.length > 0 && words.every((word) => sameWord(word, coverWords));
  });
}

/** The contact sensor watching a cover: on its device, else in its area and named after it. */
export function contactSensorOf(index: TargetIndex, cover: IndexedEntity): IndexedEntity | undefined {
  if (cover.domain !== 'cover') return undefined;
  const contact = (entity: IndexedEntity) => isContactOf(entity, cover) || namedContactOf(entity, cover);
  const onDevice = cover.deviceId === null ? [] : (index.byDevice.get(cover.deviceId) ?? []).filter(contact);
  if (onDevice.length === 1) return onDevice[0];
  const area = cover.areaId === null ? index.entities : (index.byArea.get(cover.areaId) ?? []);
  const pool = onDevice.length > 1 ? onDevice : area.filter(contact);
  const named = pool.filter((entity) => watches(entity, cover));
  return named.length === 1 ? named[0] : undefined;
}

/** An ambiguous answer less each cover whose contact sensor is among the candidates; one left is found. */
export function watcherAsked(index: TargetIndex, answer: Resolution & { kind: 'ambiguous' }): Resolution {
  const ids = new Set(answer.candidates.map((candidate) => candidate.entity_id));
  const left = answer.candidates.filter((candidate) => {
    const entity = index.byId.get(candidate.entity_id);
    const contact = entity === undefined ? undefined : contactSensorOf(index, entity);
    return contact === undefined || !ids.has(contact.id);
  });
  if (left.length === answer.candidates.length) return answer;
  return left.length === 1
    ? { kind: 'found', entityIds: [left[0]!.entity_id], group: false, domainNamed: false }
    : { kind: 'ambiguous', candidates: left };
}
