// A name that speaks of a thing it only serves: a "Keyboard Backlight" is a light of a computer's keyboard,
// no piano (an instrument is never a light: a light named by one is its lamp or its backlight, and the name's
// own word still finds it), and the "fish" of a "Fish Pond Pump" live in the pond, no aquarium. Without this
// "the piano" in a home with no piano turned on the keyboard's backlight. Read once per entity when the index
// is built (target-index.ts); the name's own words stay.
import { conceptKey } from './words/device-words.js';

const PIANO = conceptKey('digital_piano');
const AQUARIUM = conceptKey('aquarium');
const POND = conceptKey('pond');

/** The entity's word sets without the concepts its name only borrows. */
export function withoutBorrowedThing(domain: string, words: Set<string>, nameWords: Set<string>): void {
  const borrowed: string[] = [];
  if (domain === 'light') borrowed.push(PIANO);
  if (nameWords.has(POND)) borrowed.push(AQUARIUM);
  for (const key of borrowed) {
    words.delete(key);
    nameWords.delete(key);
  }
}
