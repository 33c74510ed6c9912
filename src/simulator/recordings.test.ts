// A simulated home that runs all year (demo mode, `hearth simulate`): its recordings keep the newest
// entries and go on counting.
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
