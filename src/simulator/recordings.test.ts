// A simulated home that runs all year (demo mode, `hearth simulate`): its recordings keep the newest
// entries and go on counting, and its recorder keeps ten days of rows, as Home Assistant's does.
import { afterEach, describe, expect, it } from 'vitest';
import { RawClient } from './websocket/raw-client.js';
import { startSimulator } from './start-simulator.js';
import type { Simulator } from './types.js';

let simulator: Simulator | undefined;
let client: RawClient | undefined;

afterEach(async () => {
  client?.close();
  await simulator?.close();
  client = undefined;
  simulator = undefined;
});

async function start(options: Parameters<typeof startSimulator>[0]): Promise<RawClient> {
  simulator = await startSimulator({ heartbeatMs: 0, ...options });
  client = await RawClient.connect(simulator.url.replace(/^http/, 'ws') + '/api/websocket', simulator.token);
  return client;
}

const toggle = (ws: RawClient, entityId: string) =>
  ws.call('call_service', { domain: 'light', service: 'toggle', target: { entity_id: entityId } });

describe('recordings with keepRecords', () => {
  it('keep the newest service calls, fired events and speeches, and count every one', async () => {
    const ws = await start({ keepRecords: 3, satellites: { playMs: 1, listenMs: 5 } });
    for (let index = 0; index < 10; index += 1)
      await toggle(ws, index % 2 === 0 ? 'light.hallway' : 'light.garage');
    for (let index = 0; index < 5; index += 1) {
      await fetch(`${simulator!.url}/api/events/hearth_test`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${simulator!.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ index }),
      });
      await ws.call('call_service', {
        domain: 'assist_satellite',
        service: 'start_conversation',
        service_data: { start_message: `question ${index}` },
        target: { entity_id: 'assist_satellite.kitchen_voice' },
      });
    }
    expect(simulator!.serviceCallCount).toBe(15);
    expect(simulator!.serviceCalls.map((call) => call.service)).toEqual(Array(3).fill('start_conversation'));
    expect(simulator!.firedEventCount).toBe(5);
    expect(simulator!.firedEvents.map((event) => event.data)).toEqual([
      { index: 2 },
      { index: 3 },
      { index: 4 },
    ]);
    expect(simulator!.satellites.played.map((speech) => speech.text)).toEqual([
      'question 2',
      'question 3',
      'question 4',
    ]);
  });

  it('keep everything by default, for tests and evaluations', async () => {
    const ws = await start({});
    for (let index = 0; index < 150; index += 1) await toggle(ws, 'light.hallway');
    expect(simulator!.serviceCalls).toHaveLength(150);
    expect(simulator!.serviceCallCount).toBe(150);
  });
});

describe('the recorder', () => {
  it('keeps ten days of history and logbook rows: older ones go as new ones are written', async () => {
    let now = Date.parse('2026-11-01T12:00:00Z');
    const ws = await start({ now: () => now });
    for (let index = 0; index < 4; index += 1) {
      now += 60_000;
      await toggle(ws, 'light.hallway');
    }
    const since = new Date(Date.parse('2026-11-01T11:00:00Z')).toISOString();
    type Rows = Record<string, { s: string; lu: number }[]>;
    const history = async () =>
      (
        await ws.call<Rows>('history/history_during_period', {
          start_time: since,
          entity_ids: ['light.hallway'],
          significant_changes_only: false,
        })
      )['light.hallway'] ?? [];
    const logbook = async () => {
      const until = new Date(now + 3_600_000).toISOString();
      const query = `entity=light.hallway&end_time=${encodeURIComponent(until)}`;
      const response = await fetch(`${simulator!.url}/api/logbook/${since}?${query}`, {
        headers: { Authorization: `Bearer ${simulator!.token}` },
      });
      return (await response.json()) as unknown[];
    };
    expect((await history()).length).toBeGreaterThanOrEqual(5);
    expect(await logbook()).toHaveLength(4);
    now += 11 * 24 * 3_600_000;
    await toggle(ws, 'light.hallway');
    // Ten days on: the four changes of the first day are gone, the new one is there.
    expect(await logbook()).toHaveLength(1);
    const rows = await history();
    expect(rows.filter((row) => row.lu * 1000 < now - 10 * 24 * 3_600_000)).toEqual([]);
    expect(rows.at(-1)?.lu).toBeCloseTo(now / 1000, 0);
  });
});
