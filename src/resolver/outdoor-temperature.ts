// "How warm is it outside", "바깥 기온", "il fait-tu frette dehors": the one thermometer placed or named
// outdoors, else the weather; "how humid is it outside", "밖에 습도" the same with the outdoor hygrometer,
// and "is it windy outside", "czy mocno wieje na dworze" with the wind speed sensor, wherever it is placed.
// Reads the target index only.
import { toCandidates } from './candidates.js';
import { insideColdAppliance, openAirPlace } from './open-air.js';
import type { ParsedTarget } from './parse-target.js';
import type { Resolution, ResolveOptions } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { READING_CLASS_WORDS } from './words/device-words.js';
import { OUTDOOR_NAME_WORDS } from './words/place-words.js';
import { WEATHER_STATION_WORDS } from './words/everyday-concepts.js';

/** Room concepts that are outdoors. */
const OUTDOOR_AREAS = ['garden', 'balcony', 'terrace', 'rooftop'];

/** The readings a sensor outdoors gives that people ask of the outside itself. */
const OUTDOOR_READINGS = ['temperature', 'humidity', 'wind_speed'];

/** Readings only the outside has: a wind speed sensor is outdoors wherever its area is. */
const ONLY_OUTSIDE = ['wind_speed'];

function says(reading: string, word: string): boolean {
  return READING_CLASS_WORDS.get(word)?.includes(reading) === true;
}

function outdoors(index: TargetIndex, entity: IndexedEntity): boolean {
  if (insideColdAppliance(entity)) return false;
  const area = entity.areaId === null ? undefined : index.areas.find((place) => place.id === entity.areaId);
  if (area?.concepts.some((concept) => OUTDOOR_AREAS.includes(concept)) === true) return true;
  if (area !== undefined && openAirPlace(area)) return true;
  // "Wetterstation Temperatur": a weather station stands outside (everyday-concepts.ts).
  if (entity.names.some((name) => WEATHER_STATION_WORDS.some((station) => name.includes(station))))
    return true;
  // As written too: "Outdoor Humidity" is indexed as "out" + "door" (a door's word ends it).
  const written = entity.names.flatMap((name) => name.split(' '));
  return [...entity.nameWords, ...written].some((word) =>
    OUTDOOR_NAME_WORDS.some((mark) => (/^[a-z]/.test(mark) ? word.startsWith(mark) : word.includes(mark))),
  );
}

/**
 * The temperature or humidity outside: the one sensor of that reading named or placed outdoors, else every
 * weather entity (one to act on, several to ask about). Undefined when neither was asked or the home has
 * neither.
 */
export function outdoorTemperature(index: TargetIndex, parsed: ParsedTarget): IndexedEntity[] | undefined {
  const words = [...parsed.tokens, ...parsed.names];
  const reading = OUTDOOR_READINGS.find(
    (name) => parsed.kind?.classes?.includes(name) === true || words.some((word) => says(name, word)),
  );
  if (reading === undefined) return undefined;
  if (parsed.names.some((word) => !says(reading, word)) && parsed.kind === undefined) return undefined;
  const sensors = (index.byDomain.get('sensor') ?? []).filter(
    (entity) => entity.deviceClass === reading && (ONLY_OUTSIDE.includes(reading) || outdoors(index, entity)),
  );
  if (sensors.length === 1) return sensors;
  const weather = index.byDomain.get('weather') ?? [];
  return weather.length === 0 ? undefined : weather;
}

/** The outdoor thermometer as an answer: the one there is, else ask which; undefined when none is. */
export function outdoorAnswer(
  index: TargetIndex,
  parsed: ParsedTarget,
  options: ResolveOptions,
): Resolution | undefined {
  const things = outdoorTemperature(index, parsed);
  if (things === undefined) return undefined;
  if (things.length !== 1)
    return { kind: 'ambiguous', candidates: toCandidates(index, things, options.satelliteAreaId) };
  const domainNamed = (options.domain ?? parsed.kind?.domain) !== undefined;
  return { kind: 'found', entityIds: things.map((thing) => thing.id), group: false, domainNamed };
}
