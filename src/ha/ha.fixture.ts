// Shared fixtures of the ha/ tests: registry entries, and client options for the simulator.
// Test code only (the build leaves *.fixture.ts out).
import type { Simulator } from '../simulator/types.js';
import type { ConnectOptions } from './connect-home-assistant.js';
import type { EntityEntry } from './wire-schemas.js';

/** A registry entry with nothing set but the id. */
export function entityEntry(entityId: string, overrides: Partial<EntityEntry> = {}): EntityEntry {
  return {
    entity_id: entityId,
    name: null,
    area_id: null,
    device_id: null,
    labels: [],
    aliases: [],
    entity_category: null,
    hidden_by: null,
    disabled_by: null,
    device_class: null,
    original_device_class: null,
    options: {},
    ...overrides,
  };
}

/** Options for the simulator's direct Core API, with backoff and debounce short enough for tests. */
export function directOptions(simulator: Simulator, overrides: Partial<ConnectOptions> = {}): ConnectOptions {
  return {
    apiUrl: `${simulator.url}/api`,
    websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
    token: simulator.token,
    backoff: { initialMs: 20, maxMs: 100 },
    registryDebounceMs: 10,
    ...overrides,
  };
}
