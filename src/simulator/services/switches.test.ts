import { afterEach, describe, expect, it } from 'vitest';
import { RawClient } from '../websocket/raw-client.js';
import { startSimulator } from '../start-simulator.js';
import type { Simulator, SimulatorOptions } from '../types.js';

let simulator: Simulator | undefined;
let client: RawClient | undefined;

async function open(options: SimulatorOptions): Promise<RawClient> {
  simulator = await startSimulator({ heartbeatMs: 0, ...options });
  client = await RawClient.connect(simulator.url.replace(/^http/, 'ws') + '/api/websocket', simulator.token);
  return client;
}

async function twoPings(connection: RawClient, firstId: number): Promise<string[]> {
  const before = connection.frames.length;
  connection.send([
    { id: firstId, type: 'ping' },
    { id: firstId + 1, type: 'ping' },
  ]);
  await connection.next((message) => message['id'] === firstId + 1);
  return connection.frames.slice(before);
}

afterEach(async () => {
  client?.close();
  await simulator?.close();
});

describe('version and robustness switches', () => {
  it('coalesces from the start when coalescing is forced on', async () => {
    const connection = await open({ coalesce: 'always' });
    expect(await twoPings(connection, 1)).toHaveLength(1);
  });

  it('never coalesces when coalescing is forced off, even after supported_features', async () => {
    const connection = await open({ coalesce: 'never' });
    expect(await connection.call('supported_features', { features: { coalesce_messages: 1 } })).toBeNull();
    expect(await twoPings(connection, 10)).toHaveLength(2);
  });

  it('can deliver a call’s state_changed after its result', async () => {
    const connection = await open({ eventsAfterResult: true });
    const subscription = connection.peekId();
    await connection.call('subscribe_events', { event_type: 'state_changed' });
    const callId = connection.peekId();
    connection.send({
      id: connection.useId(),
      type: 'call_service',
      domain: 'light',
      service: 'turn_on',
      target: { entity_id: 'light.garage' },
    });
    const first = await connection.next(
      (message) => message['id'] === callId || message['id'] === subscription,
    );
    expect(first['type']).toBe('result');
    const event = await connection.next((message) => message['id'] === subscription);
    expect(event['type']).toBe('event');
  });

  it('answers REST service errors as JSON in the newer style', async () => {
    await open({ restErrorStyle: 'json' });
    simulator!.setServiceBehaviour('switch.turn_on', {
      fail: { code: 'service_validation_error', message: 'Nope' },
    });
    const response = await fetch(`${simulator!.url}/api/services/switch/turn_on`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${simulator!.token}` },
      body: JSON.stringify({ entity_id: 'switch.coffee_machine' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Nope' });
  });
});
