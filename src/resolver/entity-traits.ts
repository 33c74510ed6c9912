// What an entity's own attributes say about it beyond its name: a climate entity's kind by its modes, a
// group helper's members. Read when the target index is built.
import type { Entity } from '../ha/types.js';
import { COOLING_CLASS, HEAT_COOL_CLASS, HEATING_CLASS, KIND_WORDS } from './words/kind-words.js';
import { AIR_CONDITIONER_MAKERS, HEAT_PUMP_LINES } from './words/climate-makers.js';
import { AIR_CONDITIONER_NAMES } from './words/climate-concepts.js';

/**
 * A climate entity's kind by what its modes can do (cool, heat or both); without modes, by its name
 * ("Klimagerät" cools, "Heizkörper" heats); else its own device class; else by its maker or line ("Daikin",
 * "LG Whisen" cool, so "the AC" finds them and "the boiler" does not; an "Altherma" heats and may cool).
 */
export function climateClass(entity: Entity, nameTokens: readonly string[]): string | null {
  const modes = entity.attributes['hvac_modes'];
  if (Array.isArray(modes)) {
    const cools = modes.includes('cool') || modes.includes('heat_cool');
    const heats = modes.includes('heat') || modes.includes('heat_cool');
    if (cools || heats) return cools && heats ? HEAT_COOL_CLASS : cools ? COOLING_CLASS : HEATING_CLASS;
  }
  for (const [at, token] of nameTokens.entries()) {
    const pair = at + 1 < nameTokens.length ? `${token} ${nameTokens[at + 1]!}` : token;
    const kind = KIND_WORDS.get(pair) ?? KIND_WORDS.get(token);
    if (kind?.domain === 'climate' && kind.classes !== undefined) return kind.classes[0] ?? null;
  }
  if (entity.deviceClass !== null) return entity.deviceClass;
  if (nameTokens.some((token) => HEAT_PUMP_LINES.has(token))) return HEAT_COOL_CLASS;
  // "Split salón", "Clima camera": a unit named as an air conditioner is said (climate-concepts.ts).
  const cools = (token: string) => AIR_CONDITIONER_MAKERS.has(token) || AIR_CONDITIONER_NAMES.has(token);
  return nameTokens.some(cools) ? COOLING_CLASS : null;
}

/**
 * A group helper lists its members in `entity_id` ("Living Room Lights" over the ceiling and the floor
 * lamp). Scenes list what they set the same way, but a scene is no group of things to act on.
 */
export function groupMembers(entity: Entity): { members?: ReadonlySet<string> } {
  const listed = entity.attributes['entity_id'];
  if (entity.domain === 'scene' || !Array.isArray(listed) || listed.length === 0) return {};
  return { members: new Set(listed.filter((id): id is string => typeof id === 'string')) };
}

/** What an air purifier reports besides its fan: the particles in the air, or an index of them. */
const PARTICLE_CLASSES: ReadonlySet<string> = new Set(['pm25', 'pm10', 'pm1', 'aqi']);

/**
 * The devices whose fan is an air purifier: a fan beside a particle reading on one device, as a
 * purifier's integration leaves it named by its maker alone ("Levoit Core 300", "Blueair"), so "the air
 * purifier", "luftrenaren" or "공기청정기" still finds it.
 */
export function purifyingDevices(entities: Iterable<Entity>): Set<string> {
  const reading = new Set<string>();
  const fans = new Set<string>();
  for (const entity of entities) {
    if (entity.deviceId === null) continue;
    if (entity.domain === 'fan') fans.add(entity.deviceId);
    else if (entity.domain === 'sensor' && PARTICLE_CLASSES.has(entity.deviceClass ?? '')) {
      reading.add(entity.deviceId);
    }
  }
  return new Set([...fans].filter((device) => reading.has(device)));
}
