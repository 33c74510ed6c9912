import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../start-simulator.js';
import type { Simulator } from '../types.js';

let simulator: Simulator;
function rest(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Response> {
  return fetch(simulator.url + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { Authorization: `Bearer ${init.token ?? simulator.token}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined
      ? {}
      : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
}

beforeAll(async () => {
  simulator = await startSimulator({ heartbeatMs: 0 });
});
afterAll(async () => {
  await simulator.close();
});

describe('Core REST', () => {
  it('answers /api/ and refuses a wrong token with a plain 401', async () => {
    expect(await (await rest('/api/')).json()).toEqual({ message: 'API running.' });
    const refused = await rest('/api/states', { token: 'nope' });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe('401: Unauthorized');
    expect((await rest('/api/nowhere')).status).toBe(404);
  });

  it('serves states, one state, and 404 for an unknown entity', async () => {
    const states = (await (await rest('/api/states')).json()) as {
      entity_id: string;
      last_changed: string;
    }[];
    expect(states.length).toBeGreaterThanOrEqual(60);
    expect(states[0]!.last_changed).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);
    const missing = await rest('/api/states/light.nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Entity not found.' });
  });

  it('lists services as an array of domains with descriptions', async () => {
    const services = (await (await rest('/api/services')).json()) as {
      domain: string;
      services: Record<string, unknown>;
    }[];
    const weather = services.find((entry) => entry.domain === 'weather')!;
    expect(weather.services['get_forecasts']).toMatchObject({
      response: { optional: false },
      target: { entity: [{ domain: ['weather'] }] },
    });
  });

  it('calls a service and answers the changed states carrying the call’s context', async () => {
    const response = await rest('/api/services/switch/turn_on', {
      body: { entity_id: 'switch.garden_sprinkler' },
    });
    const changed = (await response.json()) as { entity_id: string; state: string }[];
    expect(changed).toEqual([expect.objectContaining({ entity_id: 'switch.garden_sprinkler', state: 'on' })]);
    expect(simulator.serviceCalls.at(-1)).toMatchObject({
      via: 'rest',
      domain: 'switch',
      service: 'turn_on',
    });
    const ghost = await rest('/api/services/switch/turn_on', { body: { entity_id: 'switch.nope' } });
    expect(await ghost.json()).toEqual([]);
  });

  it('applies the return_response rules', async () => {
    const withResponse = await rest('/api/services/weather/get_forecasts?return_response', {
      body: { entity_id: 'weather.home', type: 'hourly' },
    });
    const body = (await withResponse.json()) as {
      changed_states: unknown[];
      service_response: Record<string, { forecast: unknown[] }>;
    };
    expect(body.service_response['weather.home']!.forecast).toHaveLength(24);
    const without = await rest('/api/services/weather/get_forecasts', {
      body: { entity_id: 'weather.home', type: 'daily' },
    });
    expect(without.status).toBe(400);
    const unsupported = await rest('/api/services/light/turn_on?return_response', { body: {} });
    expect(await unsupported.json()).toEqual({
      message: 'Service does not support responses. Remove return_response from request.',
    });
    expect((await rest('/api/services/light/explode', { body: {} })).status).toBe(400);
    expect(await (await rest('/api/services/light/turn_on', { body: '{oops' })).json()).toEqual({
      message: 'Data should be valid JSON.',
    });
  });

  it('answers a failing service with the legacy 500 plain text', async () => {
    simulator.setServiceBehaviour('switch.turn_off', {
      fail: { code: 'home_assistant_error', message: 'Relay stuck' },
    });
    const response = await rest('/api/services/switch/turn_off', {
      body: { entity_id: 'switch.garden_sprinkler' },
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/^500 Internal Server Error/);
    simulator.setServiceBehaviour('switch.turn_off', undefined);
  });

  it('renders a template as plain text, and a broken one as a 400 message', async () => {
    const response = await rest('/api/template', {
      body: { template: "{{ states('lock.front_door') }} at {{ 2 * 3 }}" },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('locked at 6');
    const broken = await rest('/api/template', { body: { template: '{{ states(' } });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/^Error rendering template: /);
  });

  it('serves a PNG snapshot for a camera and 404 for anything else', async () => {
    const response = await rest('/api/camera_proxy/camera.front_door');
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect((await rest('/api/camera_proxy/light.garage')).status).toBe(404);
  });
});

describe('automation config', () => {
  it('refuses an invalid config with Core’s message and creates the entity for a valid one', async () => {
    const invalid = await rest('/api/config/automation/config/hearth_1', {
      body: { alias: 'Broken', actions: [] },
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: "Message malformed: required key not provided @ data['triggers']",
    });
    const config = {
      alias: 'Lights off at midnight',
      triggers: [{ trigger: 'time', at: '00:00:00' }],
      actions: [{ action: 'light.turn_off', target: { area_id: 'living_room' } }],
    };
    const valid = await rest('/api/config/automation/config/hearth_1', { body: config });
    expect(await valid.json()).toEqual({ result: 'ok' });
    expect(simulator.state('automation.lights_off_at_midnight')).toMatchObject({
      state: 'on',
      attributes: { id: 'hearth_1' },
    });
    expect(await (await rest('/api/config/automation/config/hearth_1')).json()).toMatchObject(config);
    const unknownTrigger = await rest('/api/config/automation/config/hearth_2', {
      body: { triggers: [{ trigger: 'moonrise' }], actions: [{ action: 'light.turn_on' }] },
    });
    expect(await unknownTrigger.json()).toEqual({
      message: "Message malformed: Invalid trigger 'moonrise' specified",
    });
  });
});
