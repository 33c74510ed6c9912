// The sensors that give a reading named by a word ("energy", "Luftfeuchtigkeit", "温度", "Stromverbrauch"):
// a word of no name of the home still finds them by their device class. Reads the target index only.
import { readingClassesOf } from './forms/reading-compound.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

/** Readings of what a device uses: asked for one, the other answers when the device has only it. */
const USE_CLASSES = ['power', 'energy'];

export function readingHolders(index: TargetIndex, word: string): Set<IndexedEntity> {
  const classes = readingClassesOf(word);
  if (classes === undefined) return new Set();
  const sensors = [...(index.byDomain.get('sensor') ?? []), ...(index.byDomain.get('binary_sensor') ?? [])];
  const giving = (wanted: readonly string[]) =>
    sensors.filter((entity) => entity.deviceClass !== null && wanted.includes(entity.deviceClass));
  const found = giving(classes);
  if (!classes.some((name) => USE_CLASSES.includes(name))) return new Set(found);
  // "Cuánta energía consume la lavadora" with only a power sensor: what it uses, either way. Per device:
  // "el consumo del termo" is the water heater's power when only the washing machine counts energy.
  const counted = new Set(found.map((entity) => entity.deviceId));
  const other = giving(USE_CLASSES).filter(
    (entity) => found.length === 0 || (entity.deviceId !== null && !counted.has(entity.deviceId)),
  );
  return new Set([...found, ...other]);
}

/**
 * "The energy usage of the kettle" where only the washer's meter is named "Energy": a word for what a
 * device uses also finds, besides the names holding it, the readings of what each device uses.
 */
export function withUseReadings(
  index: TargetIndex,
  word: string,
  found: Set<IndexedEntity>,
): Set<IndexedEntity> {
  const classes = readingClassesOf(word);
  if (classes?.some((name) => USE_CLASSES.includes(name)) !== true) return found;
  return new Set([...found, ...readingHolders(index, word)]);
}

/**
 * "Batterie vom Türschloss", "el consumo del termo": readings said with a kind word are those of the
 * devices that have an entity of that kind (`ofKind` keeps the entities of the kind).
 */
export function readingsOfKind(
  index: TargetIndex,
  readings: readonly IndexedEntity[],
  ofKind: (entities: readonly IndexedEntity[]) => IndexedEntity[],
): IndexedEntity[] {
  return readings.filter(
    (entity) => entity.deviceId !== null && ofKind(index.byDevice.get(entity.deviceId) ?? []).length > 0,
  );
}
