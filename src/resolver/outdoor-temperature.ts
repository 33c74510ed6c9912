// "How warm is it outside", "바깥 기온", "il fait-tu frette dehors": the one thermometer placed or named
// outdoors, else the weather. Reads the target index only.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { READING_CLASS_WORDS } from './words/device-words.js';
import { OUTDOOR_NAME_WORDS } from './words/place-words.js';

/** Room concepts that are outdoors. */
const OUTDOOR_AREAS = ['garden', 'balcony', 'terrace', 'rooftop'];

function saysTemperature(word: string): boolean {
  return READING_CLASS_WORDS.get(word)?.includes('temperature') === true;
}

function outdoors(index: TargetIndex, entity: IndexedEntity): boolean {
  const area = entity.areaId === null ? undefined : index.areas.find((place) => place.id === entity.areaId);
  if (area?.concepts.some((concept) => OUTDOOR_AREAS.includes(concept)) === true) return true;
  return [...entity.nameWords].some((word) =>
    OUTDOOR_NAME_WORDS.some((mark) => (/^[a-z]/.test(mark) ? word.startsWith(mark) : word.includes(mark))),
  );
}

/**
 * The temperature outside: the one sensor named or placed outdoors, else every weather entity (one to
 * act on, several to ask about). Undefined when no temperature was asked or the home has neither.
 */
export function outdoorTemperature(index: TargetIndex, parsed: ParsedTarget): IndexedEntity[] | undefined {
  const asked =
    parsed.kind?.classes?.includes('temperature') === true ||
    [...parsed.tokens, ...parsed.names].some((word) => saysTemperature(word));
  if (!asked || (parsed.names.some((word) => !saysTemperature(word)) && parsed.kind === undefined))
    return undefined;
  const sensors = (index.byDomain.get('sensor') ?? []).filter(
    (entity) => entity.deviceClass === 'temperature' && outdoors(index, entity),
  );
  if (sensors.length === 1) return sensors;
  const weather = index.byDomain.get('weather') ?? [];
  return weather.length === 0 ? undefined : weather;
}
