// Whether an entity is exposed to Assist (`conversation`), following Home Assistant's
// `async_should_expose` (ha-api.md §3.7). Pure rules over registry data; no sockets.
import type { EntityEntry } from './wire-schemas.js';

/** The newest Core's default set (older Cores: lock and script instead of media_player and todo). */
export const DEFAULT_EXPOSED_DOMAINS: readonly string[] = [
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
];

const EXPOSED_BINARY_SENSOR_CLASSES = new Set([
  'door',
  'garage_door',
  'lock',
  'motion',
  'opening',
  'presence',
  'window',
]);
/** Wire values of SensorDeviceClass AQI, CO, CO2, … (CO is `carbon_monoxide`, CO2 `carbon_dioxide`). */
const EXPOSED_SENSOR_CLASSES = new Set([
  'aqi',
  'carbon_monoxide',
  'carbon_dioxide',
  'humidity',
  'pm10',
  'pm25',
  'temperature',
  'volatile_organic_compounds',
]);
const NEVER_EXPOSED = new Set(['group.all_locks']);

export interface ExposureSettings {
  /** Recorded `conversation` decisions from `homeassistant/expose_entity/list`. */
  explicit: ReadonlyMap<string, boolean>;
  /** `homeassistant/expose_new_entities/get` for `conversation`. */
  exposeNew: boolean;
  defaultDomains: ReadonlySet<string>;
}

export function isExposed(
  entityId: string,
  domain: string,
  entry: EntityEntry | undefined,
  deviceClass: string | null,
  settings: ExposureSettings,
): boolean {
  if (NEVER_EXPOSED.has(entityId)) return false;
  const recorded = recordedDecision(entry) ?? settings.explicit.get(entityId);
  if (recorded !== undefined) return recorded;
  if (!settings.exposeNew) return false;
  if (entry !== undefined && (entry.entity_category != null || entry.hidden_by != null)) return false;
  if (settings.defaultDomains.has(domain)) return true;
  if (domain === 'binary_sensor')
    return deviceClass !== null && EXPOSED_BINARY_SENSOR_CLASSES.has(deviceClass);
  if (domain === 'sensor') return deviceClass !== null && EXPOSED_SENSOR_CLASSES.has(deviceClass);
  return false;
}

/** `options.conversation.should_expose` of a registry entry, when recorded. */
function recordedDecision(entry: EntityEntry | undefined): boolean | undefined {
  const conversation = entry?.options?.conversation;
  if (typeof conversation !== 'object' || conversation === null) return undefined;
  const value = (conversation as { should_expose?: unknown }).should_expose;
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * The `conversation` values of an `expose_entity/list` answer, or undefined for an answer not of its shape
 * (`{exposed_entities: {<entity id>: {<assistant>: …}}}`). Read in one pass, without a schema: the list is
 * asked for before each turn that comes a few seconds after the last (home-sync.ts), and a schema's parse
 * copied all of it first (1,000 entities: 1.2 ms against 0.35 ms, JSON included; issue 27).
 */
export function explicitExposure(answer: unknown): Map<string, boolean> | undefined {
  if (!isRecord(answer)) return undefined;
  const exposedEntities = answer['exposed_entities'];
  if (!isRecord(exposedEntities)) return undefined;
  const explicit = new Map<string, boolean>();
  for (const entityId of Object.keys(exposedEntities)) {
    const assistants = exposedEntities[entityId];
    if (!isRecord(assistants)) return undefined;
    const value = assistants['conversation'];
    if (typeof value === 'boolean') explicit.set(entityId, value);
  }
  return explicit;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
