// "la lampe du séjour" beside a "Lampadaire" and a "Plafonnier séjour": the word "lamp" in each language
// (lamp, Lampe, lámpara, lampada, lâmpada, lampa) is a lamp that stands or hangs by something, not a ceiling
// fixture, so a light whose name is a lamp of a shape (a floor, reading or bedside lamp) holds it though its
// name does not spell it. A wall light ("Applique", "Kinkiet") is a fixture like the ceiling's, as round 13b
// has it ("la lampe de la chambre" beside an "Applique chambre" and a "Petite lampe" is the little lamp).
// Words of the index only.
import type { IndexedEntity } from './target-index.js';
import { conceptKey } from './words/device-words.js';

/** The lamp word's root, as normalized (accents folded): "lamp", "lampe", "lampara", "lampada", "lampan". */
const LAMP_ROOT = /^lamp/u;
const SHAPES: ReadonlySet<string> = new Set(['floor_lamp', 'reading_lamp', 'bedside_lamp'].map(conceptKey));

/** True when the word said is the lamp word and the light's name is a lamp of a shape. */
export function lampOfShape(said: string, entity: IndexedEntity): boolean {
  return LAMP_ROOT.test(said) && [...entity.nameWords].some((word) => SHAPES.has(word));
}
