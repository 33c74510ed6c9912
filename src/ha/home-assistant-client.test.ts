// Service calls, history, statistics, logbook and templates against the simulated Home Assistant.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator } from '../simulator/index.js';
import type { Simulator } from '../simulator/types.js';
import { connectHomeAssistant, type ConnectOptions } from './index.js';
import { directOptions } from './ha.fixture.js';
import type { HomeAssistantClient } from './types.js';

let simulator: Simulator;
const clients: HomeAssistantClient[] = [];

beforeEach(async () => {
  simulator = await startSimulator();
});
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
  await simulator.close();
});

const direct = (overrides: Partial<ConnectOptions> = {}): ConnectOptions =>
  directOptions(simulator, overrides);

async function connect(options: ConnectOptions = direct()): Promise<HomeAssistantClient> {
  const client = await connectHomeAssistant(options);
  clients.push(client);
  return client;
}

describe('the Home Assistant client against the simulator', () => {
  it('calls services that change state, with the call context and a response when asked', async () => {
    const client = await connect();
    const result = await client.callService(
      'light',
      'turn_on',
      { brightness_pct: 40 },
      { entity_id: ['light.hallway'] },
    );
    expect(result.contextId).toMatch(/^[0-9A-Z]{26}$/);
    const hallway = client.home.entity('light.hallway');
    expect(hallway?.state).toBe('on');
    expect(simulator.state('light.hallway')?.state).toBe('on');
    const forecast = await client.callService(
      'weather',
      'get_forecasts',
      { type: 'daily' },
      { entity_id: ['weather.home'] },
      { returnResponse: true },
    );
    expect(forecast.response).toHaveProperty('weather.home');
    await expect(client.callService('light', 'explode', {}, undefined)).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('reads history, logbook and templates', async () => {
    const client = await connect();
    await client.callService('light', 'turn_on', {}, { entity_id: ['light.garage'] });
    const since = new Date(Date.now() - 3_600_000);
    const history = await client.history(['light.garage'], since, undefined);
    expect(history['light.garage']?.at(-1)?.state).toBe('on');
    const logbook = await client.logbook(['light.garage'], since, undefined);
    expect(logbook.some((entry) => entry.entityId === 'light.garage' && entry.state === 'on')).toBe(true);
    await expect(client.renderTemplate("{{ states('light.garage') }}")).resolves.toBe('on');
  });

  it('returns camera images over REST as bytes, not text', async () => {
    const client = await connect();
    const image = await client.rest<Uint8Array>('GET', '/camera_proxy/camera.front_door');
    expect(image).toBeInstanceOf(Uint8Array);
    expect([...image.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(client.rest('GET', '/config')).resolves.toMatchObject({ location_name: expect.any(String) });
  });

  it('reads statistics with ISO times', async () => {
    const client = await connect();
    const since = new Date(Date.now() - 2 * 86_400_000);
    const statistics = await client.statistics(['sensor.living_room_temperature'], since, undefined, 'hour');
    const rows = statistics['sensor.living_room_temperature'] ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.start).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(typeof rows[0]?.mean).toBe('number');
  });

  it('times out a slow service, reports a failing one and stops on abort', async () => {
    const client = await connect();
    simulator.setServiceBehaviour('light.turn_on', { delayMs: 400 });
    await expect(
      client.callService('light', 'turn_on', {}, { entity_id: ['light.garage'] }, { timeoutMs: 50 }),
    ).rejects.toMatchObject({ code: 'timeout' });
    const controller = new AbortController();
    const aborted = client.callService(
      'light',
      'turn_on',
      {},
      { entity_id: ['light.garage'] },
      {
        signal: controller.signal,
      },
    );
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'aborted' });
    simulator.setServiceBehaviour('light.turn_on', {
      fail: { code: 'home_assistant_error', message: 'Bridge offline' },
    });
    await expect(
      client.callService('light', 'turn_on', {}, { entity_id: ['light.garage'] }),
    ).rejects.toMatchObject({
      code: 'service-failed',
      remoteCode: 'home_assistant_error',
      message: 'Bridge offline',
    });
    simulator.setServiceBehaviour('light.turn_on', {
      fail: { code: 'service_validation_error', message: 'Validation error: bad brightness' },
    });
    await expect(
      client.callService('light', 'turn_on', {}, { entity_id: ['light.garage'] }),
    ).rejects.toMatchObject({ code: 'invalid-request', remoteCode: 'service_validation_error' });
  });

  it('stops connecting with aborted when the signal fires', async () => {
    const controller = new AbortController();
    const pending = connectHomeAssistant({ ...direct(), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });
});
