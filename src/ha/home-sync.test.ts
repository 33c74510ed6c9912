// The live home model kept in step with the simulated Home Assistant over real loopback sockets.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator } from '../simulator/index.js';
import type { Simulator } from '../simulator/types.js';
import { connectHomeAssistant, startHomeAssistant, type ConnectOptions } from './index.js';
import { directOptions } from './ha.fixture.js';
import type { HomeAssistantClient, HomeEvent } from './types.js';

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

function supervised(token: string): ConnectOptions {
  return direct({
    apiUrl: `${simulator.url}/core/api`,
    websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/core/websocket`,
    token,
  });
}

async function connect(options: ConnectOptions = direct()): Promise<HomeAssistantClient> {
  const client = await connectHomeAssistant(options);
  clients.push(client);
  return client;
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the live home against the simulator', () => {
  it('loads states, registries, aliases, services and the satellite locations', async () => {
    const { home } = await connect();
    expect(home.loaded).toBe(true);
    expect(home.connected).toBe(true);
    expect(home.areas()).toHaveLength(11);
    expect(
      home
        .floors()
        .map((floor) => floor.id)
        .sort(),
    ).toEqual(['downstairs', 'upstairs']);
    expect(home.entity('light.living_room_ceiling')).toMatchObject({
      state: simulator.state('light.living_room_ceiling')?.state,
      areaId: 'living_room',
      aliases: expect.arrayContaining(['big light']) as unknown,
    });
    expect(home.query({ name: '거실 조명' }).map((entity) => entity.id)).toEqual([
      'light.living_room_ceiling',
    ]);
    expect(home.entity('climate.living_room')?.areaId).toBe(home.device('living_thermostat')?.areaId);
    expect(home.locateDevice('satellite_kitchen')).toEqual({ areaId: 'kitchen', floorId: 'downstairs' });
    expect(Object.keys(home.services().light ?? {})).toContain('turn_on');
    expect(
      home
        .query({ areaId: 'kitchen', domain: 'light' })
        .map((entity) => entity.id)
        .sort(),
    ).toEqual(['light.kitchen_ceiling', 'light.kitchen_under_cabinet']);
  });

  it('honours exposure: explicit settings, default rules and later changes', async () => {
    const { home } = await connect();
    const exposedIds = home.exposedEntities().map((entity) => entity.id);
    expect(home.entity('camera.front_door')?.exposed).toBe(false);
    expect(exposedIds).not.toContain('camera.front_door');
    expect(home.entity('automation.porch_light_at_sunset')?.exposed).toBe(false);
    expect(home.entity('sensor.front_door_lock_battery')?.exposed).toBe(false);
    expect(exposedIds).toEqual(expect.arrayContaining(['lock.front_door', 'light.kitchen_ceiling']));
    const version = home.registryVersion;
    simulator.setExposed('switch.ev_charger', true);
    await until(() => home.entity('switch.ev_charger')?.exposed === true);
    expect(home.registryVersion).toBeGreaterThan(version);
    expect(home.exposedEntities().map((entity) => entity.id)).toContain('switch.ev_charger');
  });

  it('follows an external change and does not bump registryVersion for it', async () => {
    const { home } = await connect();
    const version = home.registryVersion;
    const target = home.entity('light.kitchen_ceiling')?.state === 'on' ? 'off' : 'on';
    const changed = home.waitFor('light.kitchen_ceiling', (entity) => entity.state === target, {
      timeoutMs: 2_000,
    });
    simulator.setState({ entityId: 'light.kitchen_ceiling', state: target });
    await expect(changed).resolves.toMatchObject({ state: target });
    expect(home.registryVersion).toBe(version);
  });

  it('follows entities added, renamed and removed while connected', async () => {
    const { home } = await connect();
    simulator.addEntity({
      entityId: 'light.pantry',
      state: 'off',
      name: 'Pantry',
      areaId: 'kitchen',
      aliases: ['Speisekammer'],
    });
    await until(() => home.query({ name: 'speisekammer' }).length === 1);
    expect(home.query({ areaId: 'kitchen', domain: 'light' }).map((entity) => entity.id)).toContain(
      'light.pantry',
    );
    simulator.renameEntity('light.pantry', 'Larder');
    await until(() => home.entity('light.pantry')?.name === 'Larder');
    simulator.removeEntity('light.pantry');
    await until(() => home.entity('light.pantry') === undefined);
    expect(home.query({ areaId: 'kitchen', domain: 'light' }).map((entity) => entity.id)).not.toContain(
      'light.pantry',
    );
  });

  it('survives a restart: fails fast while down, then reloads and drops deleted entities', async () => {
    const client = await connect();
    const { home } = client;
    const connection: boolean[] = [];
    home.subscribe((event: HomeEvent) => {
      if (event.type === 'connection') connection.push(event.connected);
    });
    const restarted = simulator.restart({
      downtimeMs: 150,
      whileDown: (sim) => {
        sim.removeEntity('light.garage');
        sim.renameEntity('light.hallway', 'Flurlicht');
      },
    });
    await until(() => !home.connected);
    const started = Date.now();
    await expect(client.callService('light', 'turn_on', {}, undefined)).rejects.toMatchObject({
      code: 'not-connected',
    });
    await expect(client.command({ type: 'get_states' })).rejects.toMatchObject({ code: 'not-connected' });
    expect(Date.now() - started).toBeLessThan(500);
    await restarted;
    await until(() => home.connected);
    expect(connection).toEqual([false, true]);
    expect(home.entity('light.garage')).toBeUndefined();
    expect(home.query({ areaId: 'garage', domain: 'light' })).toEqual([]);
    expect(home.entity('light.hallway')?.name).toBe('Flurlicht');
    simulator.setState({ entityId: 'light.hallway', state: 'on' });
    await until(() => home.entity('light.hallway')?.state === 'on');
  });

  it('connects through the Supervisor path with its token, REST included', async () => {
    const client = await connect(supervised(simulator.supervisorToken));
    expect(client.home.entity('lock.front_door')).toBeDefined();
    const state = await client.rest<{ state: string }>('GET', '/states/lock.front_door');
    expect(state.state).toBe(client.home.entity('lock.front_door')?.state);
  });

  it('refuses a bad token on the Supervisor and the direct path with unauthorized', async () => {
    await expect(connectHomeAssistant(supervised('wrong'))).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(connectHomeAssistant(direct({ token: 'wrong' }))).rejects.toMatchObject({
      code: 'unauthorized',
    });
    const stranger = startHomeAssistant(supervised('wrong'));
    clients.push(stranger);
    await expect(stranger.rest('GET', '/states')).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('starts in the background without Home Assistant and connects once it is there', async () => {
    const logged: string[] = [];
    const note = (_object: object, message?: string): void => void logged.push(message ?? '');
    const client = startHomeAssistant(
      direct({ token: 'wrong', logger: { debug: note, info: note, warn: note, error: note } }),
    );
    clients.push(client);
    expect(client.home.loaded).toBe(false);
    await expect(client.callService('light', 'turn_on', {}, undefined)).rejects.toMatchObject({
      code: 'not-connected',
    });
    await until(() => logged.some((message) => message.includes('refused the access token')));
    expect(logged.join(' ')).not.toContain(simulator.token);
    const good = startHomeAssistant(direct());
    clients.push(good);
    await until(() => good.home.loaded && good.home.connected);
  });
});
