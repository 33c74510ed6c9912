// A detector named after what it watches: a "Washer Leak Sensor", "세탁기 누수센서" or "Gasmelder Therme" is a
// leak or gas detector, not the washing machine or the boiler, so the appliance in its name does not set it
// apart from the other detectors of its class ("the leak sensor" beside two of them asks which). Doors and
// windows are left out: a "Fridge Door" sensor is the fridge's, no door of the home. Pure function.
import type { IndexedEntity } from './target-index.js';
import type { KindWord } from './words/kind-words.js';

/** Home Assistant's binary sensor classes of a hazard detected, whose names say where it watches. */
const HAZARD_CLASSES: ReadonlySet<string> = new Set(['moisture', 'smoke', 'gas', 'carbon_monoxide']);

/** True when the entity is a hazard detector of a class the asked kind names. */
export function watchesForHazard(entity: IndexedEntity, kind: KindWord): boolean {
  const deviceClass = entity.deviceClass;
  return (
    deviceClass !== null &&
    HAZARD_CLASSES.has(deviceClass) &&
    kind.domain === entity.domain &&
    kind.classes?.includes(deviceClass) === true
  );
}
