// "The thermostat", "the heating", "the AC" in a home whose hot tub or pool heats through a climate entity
// ("Spa", "Pool"): the water's thermostat is no room's, so it is left out when a room's climate is there
// too. Said by its own word ("the hot tub", "the spa"), it is found as any concept is. Reads entities only.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { conceptKey } from './words/device-words.js';

/** Concepts of water kept warm: a tub or a pool, not a room. */
const WATER_KEYS: readonly string[] = ['hot_tub', 'pool'].map(conceptKey);

/** The climate entities a kind word asked for, without a tub's or a pool's when a room's is among them. */
export function withoutTubClimates(list: IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
  if (parsed.kind?.domain !== 'climate' || parsed.names.length > 0 || list.length < 2) return list;
  const water = (entity: IndexedEntity) =>
    entity.domain === 'climate' && WATER_KEYS.some((key) => entity.nameWords.has(key));
  const rooms = list.filter((entity) => !water(entity));
  return rooms.length > 0 && rooms.length < list.length ? rooms : list;
}
