// The sensors that give a reading named by a word ("energy", "Luftfeuchtigkeit", "温度", "Stromverbrauch"):
// a word of no name of the home still finds them by their device class. Reads the target index only.
import { readingClassesOf } from './forms/reading-compound.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { STALE_AIR_CLASSES } from './words/device-words.js';

/**
 * Readings of what a device uses: asked for one, the other answers when the device has only it. A French
 * Linky meter gives its live use as apparent power (PAPP, in VA): that too, where nothing else is.
 */
const USE_CLASSES = ['power', 'energy', 'apparent_power'];
/** Air quality by particles or an index, and the readings that stand in for it where those are missing. */
const AIR_CLASSES = ['pm25', 'pm10', 'pm1', 'aqi'];
const AIR_STAND_INS = ['carbon_dioxide', 'volatile_organic_compounds', 'volatile_organic_compounds_parts'];

export function readingHolders(index: TargetIndex, word: string): Set<IndexedEntity> {
  const classes = readingClassesOf(word);
  if (classes === undefined) return new Set();
  const sensors = [...(index.byDomain.get('sensor') ?? []), ...(index.byDomain.get('binary_sensor') ?? [])];
  const giving = (wanted: readonly string[]) =>
    sensors.filter((entity) => entity.deviceClass !== null && wanted.includes(entity.deviceClass));
  const found = giving(classes);
  // "Cuánta energía consume la lavadora" with only a power sensor: what it uses, either way. Per device:
  // "el consumo del termo" is the water heater's power when only the washing machine counts energy.
  if (classes.some((name) => USE_CLASSES.includes(name))) {
    const other = giving(USE_CLASSES);
    return standIns(found, other, (entity) => entity.deviceId);
  }
  // "La qualité de l'air dans la chambre", "luften i soveværelset": where no particle or index sensor is,
  // the room's CO2 or VOC monitor is what says how the air is.
  if (classes.some((name) => AIR_CLASSES.includes(name))) {
    return standIns(found, giving(AIR_STAND_INS), (entity) => entity.areaId);
  }
  // "Is it stuffy in the playroom" with no CO2 monitor there: its VOC or air quality reading.
  if (classes === STALE_AIR_CLASSES) {
    return standIns(found, giving([...AIR_STAND_INS.slice(1), ...AIR_CLASSES]), (entity) => entity.areaId);
  }
  return new Set(found);
}

/** The readings found, and those others whose device or room (`of`) has none of them. */
function standIns(
  found: IndexedEntity[],
  others: IndexedEntity[],
  of: (entity: IndexedEntity) => string | null,
): Set<IndexedEntity> {
  const counted = new Set(found.map(of));
  const other = others.filter(
    (entity) => found.length === 0 || (of(entity) !== null && !counted.has(of(entity))),
  );
  return new Set([...found, ...other]);
}

/**
 * "Luften i soveværelset" beside a "Loftlampe": a reading word no name of the home holds as said is that
 * reading, not a typo of a name's word. Undefined when it is no reading word or nothing gives it.
 */
export function readingFirst(index: TargetIndex, word: string): Set<IndexedEntity> | undefined {
  if (index.words.has(word)) return undefined;
  const holders = readingHolders(index, word);
  return holders.size > 0 ? holders : undefined;
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
 * "Pool water temperature" for a "Pool Water Temp" beside a "Greenhouse Temperature": a reading word some
 * names hold as said also finds the sensors of that reading whose names say it by another of its words
 * (an abbreviation, "Luftfeuchte" for "Luftfeuchtigkeit"). The names holding the word as said still score
 * higher where both are left.
 */
export function withSameReading(
  index: TargetIndex,
  word: string,
  found: Set<IndexedEntity>,
): Set<IndexedEntity> {
  const classes = readingClassesOf(word);
  if (classes === undefined) return found;
  const sayingIt = (name: string) =>
    name !== word && readingClassesOf(name)?.some((other) => classes.includes(other)) === true;
  const others = [...readingHolders(index, word)].filter((entity) => [...entity.nameWords].some(sayingIt));
  return others.length === 0 ? found : new Set([...found, ...others]);
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
