// Home Assistant's rules for exposing an entity to Assist (`conversation`) when nobody decided explicitly.
// Reads the House; the set of default domains follows the newest Core (media_player and todo in, lock and script out).
import type { House } from './house.js';

export const DEFAULT_EXPOSED_DOMAINS = new Set([
  'climate',
  'cover',
  'fan',
  'humidifier',
  'light',
  'media_player',
  'scene',
  'switch',
  'todo',
  'vacuum',
  'water_heater',
]);
const BINARY_SENSOR_CLASSES = new Set([
  'door',
  'garage_door',
  'lock',
  'motion',
  'opening',
  'presence',
  'window',
]);
const SENSOR_CLASSES = new Set([
  'aqi',
  'carbon_dioxide',
  'carbon_monoxide',
  'humidity',
  'pm10',
  'pm25',
  'temperature',
  'volatile_organic_compounds',
]);

/** Ids that can never be exposed (the cloud's never-expose list, which Core applies to every assistant). */
export function neverExposed(entityId: string): boolean {
  return entityId === 'group.all_locks';
}

/** The explicit decision, or undefined when the default rule applies. */
export function explicitExposure(house: House, entityId: string): boolean | undefined {
  return house.entries.get(entityId)?.should_expose ?? house.legacyExposure.get(entityId);
}

/** `async_should_expose` for `conversation`, without the lazy write-back. */
export function shouldExpose(house: House, entityId: string): boolean {
  if (neverExposed(entityId)) return false;
  const explicit = explicitExposure(house, entityId);
  if (explicit !== undefined) return explicit;
  if (!house.exposeNew) return false;
  const entry = house.entries.get(entityId);
  if (entry && (entry.entity_category !== null || entry.hidden_by !== null)) return false;
  const domain = entityId.split('.')[0]!;
  if (DEFAULT_EXPOSED_DOMAINS.has(domain)) return true;
  const deviceClass = house.states.get(entityId)?.attributes['device_class'];
  if (typeof deviceClass !== 'string') return false;
  if (domain === 'binary_sensor') return BINARY_SENSOR_CLASSES.has(deviceClass);
  if (domain === 'sensor') return SENSOR_CLASSES.has(deviceClass);
  return false;
}
