import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shouldExpose } from '../exposure.js';
import { House } from '../house.js';
import { sampleHome } from '../load-home.js';
import { RawClient } from './raw-client.js';
import { startSimulator } from '../start-simulator.js';
import type { Simulator } from '../types.js';

let simulator: Simulator;
let client: RawClient;

beforeAll(async () => {
  simulator = await startSimulator({ heartbeatMs: 0 });
  client = await RawClient.connect(simulator.url.replace(/^http/, 'ws') + '/api/websocket', simulator.token);
});
afterAll(async () => {
  client.close();
  await simulator.close();
});

describe('registries', () => {
  it('lists floors, areas on them, devices and labels', async () => {
    const floors = await client.call<{ floor_id: string; level: number }[]>('config/floor_registry/list');
    expect(floors.map((floor) => floor.floor_id)).toEqual(['downstairs', 'upstairs']);
    const areas =
      await client.call<{ area_id: string; floor_id: string | null; aliases: string[] }[]>(
        'config/area_registry/list',
      );
    expect(areas.length).toBeGreaterThanOrEqual(8);
    expect(areas.find((area) => area.area_id === 'bedroom')).toMatchObject({
      floor_id: 'upstairs',
      aliases: expect.arrayContaining(['Schlafzimmer']),
    });
    expect(areas.find((area) => area.area_id === 'guest_room')).toMatchObject({ name: '손님방' });
    const devices = await client.call<{ id: string; area_id: string }[]>('config/device_registry/list');
    expect(devices.find((device) => device.id === 'satellite_kitchen')).toMatchObject({
      area_id: 'kitchen',
      name_by_user: null,
    });
    const labels = await client.call<{ label_id: string }[]>('config/label_registry/list');
    expect(labels.map((label) => label.label_id)).toContain('night_lights');
  });

  it('lists entity entries without aliases, and gives aliases in get and get_entries', async () => {
    const entries = await client.call<Record<string, unknown>[]>('config/entity_registry/list');
    const lock = entries.find((entry) => entry['entity_id'] === 'lock.front_door')!;
    expect(lock).toMatchObject({
      device_id: 'front_door_lock',
      area_id: null,
      options: { conversation: { should_expose: true } },
    });
    expect(lock).not.toHaveProperty('aliases');
    expect(entries.some((entry) => entry['entity_id'] === 'sensor.legacy_power_meter')).toBe(false);
    const one = await client.call<Record<string, unknown>>('config/entity_registry/get', {
      entity_id: 'lock.front_door',
    });
    expect(one['aliases']).toEqual(['front door', 'Haustür']);
    const many = await client.call<Record<string, Record<string, unknown> | null>>(
      'config/entity_registry/get_entries',
      {
        entity_ids: ['switch.coffee_machine', 'light.nope'],
      },
    );
    expect(many['switch.coffee_machine']!['aliases']).toContain('Kaffeemaschine');
    expect(many['light.nope']).toBeNull();
    const missing = await client.command('config/entity_registry/get', { entity_id: 'light.nope' });
    expect(missing['error']).toMatchObject({ code: 'not_found' });
  });
});

describe('exposure', () => {
  it('lists every registry entity, with a conversation flag only where one was decided', async () => {
    const { exposed_entities: exposed } = await client.call<{
      exposed_entities: Record<string, Record<string, boolean>>;
    }>('homeassistant/expose_entity/list');
    expect(exposed['camera.front_door']).toEqual({ conversation: false });
    expect(exposed['lock.front_door']).toEqual({ conversation: true });
    expect(exposed['light.kitchen_ceiling']).toEqual({});
    expect(exposed['sensor.front_door_lock_battery']).toEqual({});
    expect(await client.call('homeassistant/expose_new_entities/get', { assistant: 'conversation' })).toEqual(
      { expose_new: true },
    );
  });

  it('records an explicit decision from expose_entity and the setExposed hook, with a registry event', async () => {
    const id = client.peekId();
    await client.call('subscribe_events', { event_type: 'entity_registry_updated' });
    await client.call('homeassistant/expose_entity', {
      assistants: ['conversation'],
      entity_ids: ['light.garage'],
      should_expose: false,
    });
    const event = await client.next((message) => message['id'] === id);
    expect(event['event']).toMatchObject({ data: { action: 'update', entity_id: 'light.garage' } });
    simulator.setExposed('switch.ev_charger', true);
    const { exposed_entities: exposed } = await client.call<{
      exposed_entities: Record<string, Record<string, boolean>>;
    }>('homeassistant/expose_entity/list');
    expect(exposed['light.garage']).toEqual({ conversation: false });
    expect(exposed['switch.ev_charger']).toEqual({ conversation: true });
  });

  it('refuses to expose a never-exposed id', async () => {
    const answer = await client.command('homeassistant/expose_entity', {
      assistants: ['conversation'],
      entity_ids: ['group.all_locks'],
      should_expose: true,
    });
    expect(answer['error']).toEqual({ code: 'not_allowed', message: "can't expose 'group.all_locks'" });
  });
});

describe('todo/item/list', () => {
  it('lists the shopping list items with uids and statuses', async () => {
    const { items } = await client.call<{ items: { summary: string; status: string; uid: string }[] }>(
      'todo/item/list',
      {
        entity_id: 'todo.shopping_list',
      },
    );
    expect(items.map((item) => [item.summary, item.status])).toEqual([
      ['Milk', 'needs_action'],
      ['Eggs', 'needs_action'],
      ['Bread', 'needs_action'],
      ['Coffee beans', 'completed'],
    ]);
    expect(new Set(items.map((item) => item.uid)).size).toBe(4);
  });
});

describe('default exposure rules', () => {
  it('decide like Core for entities without an explicit setting', () => {
    const house = new House(sampleHome());
    const decisions = Object.fromEntries(
      [
        'light.kitchen_ceiling',
        'binary_sensor.front_door',
        'sensor.bedroom_temperature',
        'sensor.office_co2',
        'sensor.front_door_lock_battery',
        'assist_satellite.kitchen_voice',
        'camera.front_door',
        'lock.front_door',
        'sensor.legacy_power_meter',
      ].map((entityId) => [entityId, shouldExpose(house, entityId)]),
    );
    expect(decisions).toEqual({
      'light.kitchen_ceiling': true,
      'binary_sensor.front_door': true,
      'sensor.bedroom_temperature': true,
      'sensor.office_co2': true,
      'sensor.front_door_lock_battery': false,
      'assist_satellite.kitchen_voice': false,
      'camera.front_door': false,
      'lock.front_door': true,
      'sensor.legacy_power_meter': false,
    });
  });
});
