// "La temperatura in taverna" beside a "Freezer taverna" temperature sensor: a room's reading, asked with no
// thing named, is the room's own sensor, not one that reads the inside of an appliance there (a freezer, a
// fridge, an aquarium, a pool, an oven). Said with the thing ("la temperatura del freezer"), that one. Pure.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { conceptKey } from './words/device-words.js';

/** Appliances whose sensor reads their inside, not the room they stand in. */
const INSIDE_READERS: ReadonlySet<string> = new Set(
  [
    'fridge',
    'freezer',
    'aquarium',
    'pool',
    'pond',
    'oven',
    'boiler',
    'water_heater',
    'heat_pump',
    'kettle',
  ].map(conceptKey),
);

const readsInside = (entity: IndexedEntity) => [...entity.nameWords].some((word) => INSIDE_READERS.has(word));

/** The readings without those of an appliance's inside, when no appliance is said and some are left. */
export function roomReadings(list: IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
  if (list.length < 2 || parsed.names.some((word) => INSIDE_READERS.has(word))) return list;
  const room = list.filter((entity) => !readsInside(entity));
  return room.length > 0 ? room : list;
}
