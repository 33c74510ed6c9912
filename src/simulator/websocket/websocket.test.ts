import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RawClient } from './raw-client.js';
import { startSimulator } from '../start-simulator.js';
import type { Simulator } from '../types.js';

let simulator: Simulator;
let clients: RawClient[] = [];
const wsUrl = (path = '/api/websocket') => simulator.url.replace(/^http/, 'ws') + path;
async function connect(): Promise<RawClient> {
  const client = await RawClient.connect(wsUrl(), simulator.token);
  clients.push(client);
  return client;
}

beforeEach(async () => {
  simulator = await startSimulator({ authTimeoutMs: 200, heartbeatMs: 0 });
});
afterEach(async () => {
  for (const client of clients) client.close();
  clients = [];
  await simulator.close();
});

describe('auth phase', () => {
  it('sends auth_required with ha_version, then auth_ok for the long-lived token', async () => {
    const client = await RawClient.open(wsUrl());
    clients.push(client);
    expect(JSON.parse(client.frames[0]!)).toEqual({ type: 'auth_required', ha_version: '2026.8.1' });
    client.send({ type: 'auth', access_token: simulator.token });
    expect(await client.next()).toEqual({ type: 'auth_ok', ha_version: '2026.8.1' });
  });

  it('answers a bad token with Core’s auth_invalid text and closes', async () => {
    const client = await RawClient.open(wsUrl());
    client.send({ type: 'auth', access_token: 'wrong' });
    expect(await client.next()).toEqual({
      type: 'auth_invalid',
      message: 'Invalid access token or password',
    });
    await client.closed;
  });

  it('answers a malformed auth message as incorrectly formatted', async () => {
    const client = await RawClient.open(wsUrl());
    client.send({ type: 'hello' });
    const answer = await client.next();
    expect(answer['type']).toBe('auth_invalid');
    expect(String(answer['message'])).toMatch(/^Auth message incorrectly formatted: /);
    await client.closed;
  });

  it('closes a socket that never authenticates within the timeout', async () => {
    const client = await RawClient.open(wsUrl());
    await client.closed;
    expect(client.frames).toHaveLength(1);
  });

  it('does not accept the Supervisor token on the direct Core socket', async () => {
    await expect(RawClient.connect(wsUrl(), simulator.supervisorToken)).rejects.toThrow(/auth failed/);
  });
});

describe('command phase', () => {
  it('refuses a repeated or lower id with id_reuse and does not run the command', async () => {
    const client = await connect();
    client.send({ id: 5, type: 'ping' });
    expect(await client.next()).toEqual({ id: 5, type: 'pong' });
    client.send({ id: 5, type: 'ping' });
    expect(await client.next()).toMatchObject({ id: 5, success: false, error: { code: 'id_reuse' } });
    client.send({ id: 6, type: 'ping' });
    expect(await client.next()).toEqual({ id: 6, type: 'pong' });
  });

  it('answers a missing id with invalid_format and id null, and a non-object with id 0', async () => {
    const client = await connect();
    client.send({ type: 'ping' });
    expect(await client.next()).toMatchObject({
      id: null,
      error: { code: 'invalid_format', message: 'Message incorrectly formatted.' },
    });
    client.send([42]);
    expect(await client.next()).toMatchObject({ id: 0, error: { code: 'invalid_format' } });
  });

  it('answers an unknown type with unknown_command without advancing the last id', async () => {
    const client = await connect();
    client.send({ id: 3, type: 'no_such_thing' });
    expect(await client.next()).toMatchObject({
      id: 3,
      error: { code: 'unknown_command', message: 'Unknown command.' },
    });
    client.send({ id: 3, type: 'ping' });
    expect(await client.next()).toEqual({ id: 3, type: 'pong' });
  });

  it('refuses extra keys with a voluptuous-style invalid_format message', async () => {
    const client = await connect();
    const answer = await client.command('get_states', { foo: 1 });
    expect(answer['error']).toEqual({
      code: 'invalid_format',
      message: "extra keys not allowed @ data['foo']",
    });
  });

  it('processes a JSON array frame element by element and coalesces answers after supported_features', async () => {
    const client = await connect();
    client.send({ id: 1, type: 'supported_features', features: { coalesce_messages: 1 } });
    await client.next((message) => message['id'] === 1);
    const before = client.frames.length;
    client.send([
      { id: 2, type: 'ping' },
      { id: 3, type: 'ping' },
    ]);
    await client.next((message) => message['id'] === 3);
    expect(client.frames.slice(before)).toEqual([
      JSON.stringify([
        { id: 2, type: 'pong' },
        { id: 3, type: 'pong' },
      ]),
    ]);
  });

  it('closes the connection on a text frame that is not JSON', async () => {
    const client = await connect();
    client.socket.send('not json');
    await client.closed;
  });
});

describe('call_service', () => {
  it('changes state, sends state_changed with the call’s context before the result', async () => {
    const client = await connect();
    const subscription = await client.call('subscribe_events', { event_type: 'state_changed' });
    expect(subscription).toBeNull();
    const id = client.peekId();
    const result = client.command('call_service', {
      domain: 'light',
      service: 'turn_on',
      service_data: { brightness_pct: 40, color_temp_kelvin: 9000 },
      target: { entity_id: 'light.kitchen_ceiling' },
    });
    const event = await client.next((message) => message['type'] === 'event');
    const answer = await result;
    expect(answer['id']).toBe(id);
    const data = (event['event'] as { data: { new_state: { attributes: Record<string, unknown> } } }).data;
    expect(data.new_state.attributes).toMatchObject({
      brightness: 102,
      color_temp_kelvin: 6500,
      color_mode: 'color_temp',
    });
    const context = (answer['result'] as { context: { id: string } }).context;
    expect((event['event'] as { context: { id: string } }).context.id).toBe(context.id);
    expect(simulator.state('light.kitchen_ceiling')?.attributes['brightness']).toBe(102);
    expect(simulator.serviceCalls.at(-1)).toMatchObject({
      domain: 'light',
      service: 'turn_on',
      via: 'websocket',
    });
  });

  it('returns a service response only when asked, and refuses a response-only service without it', async () => {
    const client = await connect();
    const forecast = await client.call<{ response: Record<string, { forecast: unknown[] }> }>(
      'call_service',
      {
        domain: 'weather',
        service: 'get_forecasts',
        service_data: { type: 'daily' },
        target: { entity_id: 'weather.home' },
        return_response: true,
      },
    );
    expect(forecast.response['weather.home']!.forecast).toHaveLength(7);
    const refused = await client.command('call_service', {
      domain: 'weather',
      service: 'get_forecasts',
      service_data: { type: 'daily' },
      target: { entity_id: 'weather.home' },
    });
    expect(refused['error']).toMatchObject({
      code: 'service_validation_error',
      translation_key: 'service_lacks_response_request',
    });
    const plain = await client.call<Record<string, unknown>>('call_service', {
      domain: 'switch',
      service: 'turn_on',
      target: { entity_id: 'switch.coffee_machine' },
    });
    expect(Object.keys(plain)).toEqual(['context']);
  });

  it('answers an unknown service with not_found and a nonexistent entity with silent success', async () => {
    const client = await connect();
    const missing = await client.command('call_service', { domain: 'light', service: 'turn_onx' });
    expect(missing['error']).toMatchObject({
      code: 'not_found',
      message: 'Service light.turn_onx not found.',
    });
    const ghost = await client.command('call_service', {
      domain: 'light',
      service: 'turn_on',
      target: { entity_id: 'light.does_not_exist' },
    });
    expect(ghost['success']).toBe(true);
  });

  it('applies injected slowness and failures to one service', async () => {
    const client = await connect();
    simulator.setServiceBehaviour('lock.unlock', {
      fail: { code: 'home_assistant_error', message: 'Lock jammed' },
    });
    const failed = await client.command('call_service', {
      domain: 'lock',
      service: 'unlock',
      target: { entity_id: 'lock.front_door' },
    });
    expect(failed['error']).toEqual({ code: 'home_assistant_error', message: 'Lock jammed' });
    expect(simulator.state('lock.front_door')?.state).toBe('locked');
    simulator.setServiceBehaviour('lock.unlock', { delayMs: 80 });
    const started = Date.now();
    await client.call('call_service', {
      domain: 'lock',
      service: 'unlock',
      target: { entity_id: 'lock.front_door' },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(simulator.state('lock.front_door')?.state).toBe('unlocked');
  });
});
