// "är växthusluckan öppen" beside a class-less cover "Växthuslucka" and a window contact "Växthuslucka kontakt",
// "베란다 창문 열려 있어?" beside a cover "베란다 창문" and a "베란다 창문 센서": a cover Home Assistant gives no
// class is watched by a contact sensor of any opening class (door, window, opening) whose name is the cover's
// whole name with a sensor word added. The whole name, both ways: "Dakraam sensor" does not watch the blind
// "Rolluik dakraam" (29d). Reads the indexed entities and the sensor words only.
import type { IndexedEntity } from './target-index.js';
import { CONTACT_WORDS } from './words/contact-words.js';

const OPENING_CLASSES: ReadonlySet<string> = new Set(['door', 'garage_door', 'opening', 'window']);

/** The name's words less the sensor words, as a sorted key ("växthuslucka kontakt" → "växthuslucka"). */
function thingKey(name: string): string {
  return name
    .split(' ')
    .filter((word) => !CONTACT_WORDS.has(word))
    .sort()
    .join(' ');
}

/** True when the sensor is an opening contact named as the class-less cover, with a sensor word added. */
export function namedContactOf(sensor: IndexedEntity, cover: IndexedEntity): boolean {
  if (sensor.domain !== 'binary_sensor' || cover.deviceClass !== null) return false;
  if (!OPENING_CLASSES.has(sensor.deviceClass ?? '')) return false;
  const covers = new Set(cover.names.map(thingKey));
  return sensor.names.some(
    (name) => name.split(' ').some((word) => CONTACT_WORDS.has(word)) && covers.has(thingKey(name)),
  );
}
