// What the home sync remembers stays within the home it follows, however many entities came and went over
// a long-lived socket: over real loopback sockets against the simulated Home Assistant.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EXPOSED_DOMAINS } from './exposure.js';
import { HaConnection } from './ha-connection.js';
import { HomeSync } from './home-sync.js';
import { LiveHome } from './live-home.js';
import { silentLogger } from './logger.js';
import { startSimulator } from '../simulator/index.js';
import type { Simulator } from '../simulator/types.js';

let simulator: Simulator;
let connection: HaConnection | undefined;

beforeEach(async () => {
  simulator = await startSimulator();
});
afterEach(async () => {
  connection?.close();
  connection = undefined;
  await simulator.close();
});

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The parts `startHomeAssistant` wires, so the sync itself can be asked what it holds. */
async function follow(): Promise<{ home: LiveHome; sync: HomeSync }> {
  const domains = new Set(DEFAULT_EXPOSED_DOMAINS);
  const home = new LiveHome(domains);
  const link: HaConnection = new HaConnection({
    url: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
    token: simulator.token,
    commandTimeoutMs: 5_000,
    backoff: { initialMs: 20, maxMs: 100 },
    heartbeatMs: 0,
    logger: silentLogger,
    onReady: () => void sync.resync(),
    onDisconnected: () => sync.disconnected(),
  });
  const sync: HomeSync = new HomeSync({
    connection: link,
    home,
    defaultExposedDomains: domains,
    debounceMs: 10,
    exposureMaxAgeMs: 3_000,
    logger: silentLogger,
  });
  connection = link;
  await link.connect();
  await until(() => home.loaded);
  return { home, sync };
}

describe('entities without a registry entry', () => {
  it('are remembered only while they exist: a hundred that came and went leave nothing behind', async () => {
    const { home, sync } = await follow();
    const atStart = sync.unregisteredCount;
    for (let index = 0; index < 100; index += 1) {
      const entityId = `sensor.legacy_${index}`;
      // A legacy platform's entity (no unique id, so no registry entry): it appears, is looked up, goes.
      simulator.setState({ entityId, state: String(index) });
      await until(() => home.entity(entityId) !== undefined);
      // Half of them go before the debounced look-up has run, half after.
      if (index % 2 === 0) await until(() => sync.unregisteredCount > atStart);
      simulator.removeEntity(entityId);
      await until(() => home.entity(entityId) === undefined);
    }
    // The last look-ups land after the last removal.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sync.unregisteredCount).toBe(atStart);
    // One that is still there is remembered (no look-up for each of its new states).
    simulator.setState({ entityId: 'sensor.legacy_kept', state: 'on' });
    await until(() => sync.unregisteredCount === atStart + 1);
  });
});
