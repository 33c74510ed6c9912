import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RawClient } from './websocket/raw-client.js';
import type { WireMessage } from './websocket/raw-client.js';
import { startSimulator } from './start-simulator.js';
import type { Simulator } from './types.js';

let simulator: Simulator;
let client: RawClient;

async function subscribe(
  fields: Record<string, unknown> = {},
): Promise<{ id: number; snapshot: Record<string, unknown> }> {
  const id = client.peekId();
  expect(await client.call('subscribe_entities', fields)).toBeNull();
  const first = await client.next((message) => message['id'] === id && message['type'] === 'event');
  return { id, snapshot: (first['event'] as { a: Record<string, unknown> }).a };
}

async function nextEvent(id: number): Promise<Record<string, unknown>> {
  const message: WireMessage = await client.next(
    (candidate) => candidate['id'] === id && candidate['type'] === 'event',
  );
  return message['event'] as Record<string, unknown>;
}

beforeEach(async () => {
  simulator = await startSimulator({ heartbeatMs: 0 });
  client = await RawClient.connect(simulator.url.replace(/^http/, 'ws') + '/api/websocket', simulator.token);
});
afterEach(async () => {
  client.close();
  await simulator.close();
});

describe('subscribe_entities', () => {
  it('sends the result, then a compressed snapshot of every entity', async () => {
    const { snapshot } = await subscribe();
    expect(Object.keys(snapshot)).toHaveLength((await client.call<unknown[]>('get_states')).length);
    const kitchen = snapshot['light.kitchen_ceiling'] as Record<string, unknown>;
    expect(kitchen).toMatchObject({ s: 'on', a: { friendly_name: 'Kitchen Ceiling', brightness: 230 } });
    expect(typeof kitchen['c']).toBe('string');
    expect(typeof kitchen['lc']).toBe('number');
    expect(kitchen).not.toHaveProperty('lu');
  });

  it('limits the snapshot to entity_ids when given', async () => {
    const { snapshot } = await subscribe({ entity_ids: ['lock.front_door', 'cover.garage_door'] });
    expect(Object.keys(snapshot).sort()).toEqual(['cover.garage_door', 'lock.front_door']);
  });

  it('sends an external change as a diff with the new state, lc and a string context', async () => {
    const { id } = await subscribe();
    simulator.setState({
      entityId: 'light.hallway',
      state: 'on',
      attributes: { brightness: 128, color_mode: 'brightness' },
    });
    const event = await nextEvent(id);
    const diff = (event['c'] as Record<string, { '+': Record<string, unknown> }>)['light.hallway']!;
    expect(diff['+']).toMatchObject({ s: 'on', a: { brightness: 128, color_mode: 'brightness' } });
    expect(typeof diff['+']['lc']).toBe('number');
    expect(diff['+']).not.toHaveProperty('lu');
    expect(typeof diff['+']['c']).toBe('string');
  });

  it('sends only lu and changed attributes when just attributes change, and lists removed attributes', async () => {
    const { id } = await subscribe({ entity_ids: ['sensor.office_co2'] });
    simulator.setState({
      entityId: 'sensor.office_co2',
      state: '620',
      attributes: { icon: 'mdi:molecule-co2', state_class: null },
    });
    const diff = ((await nextEvent(id))['c'] as Record<string, Record<string, Record<string, unknown>>>)[
      'sensor.office_co2'
    ]!;
    expect(diff['+']!['a']).toEqual({ icon: 'mdi:molecule-co2' });
    expect(diff['+']).not.toHaveProperty('s');
    expect(typeof diff['+']!['lu']).toBe('number');
    expect(diff['-']).toEqual({ a: ['state_class'] });
  });

  it('sends a service call’s change with the caller’s user id in an object context', async () => {
    const { id } = await subscribe({ entity_ids: ['switch.coffee_machine'] });
    await client.call('call_service', {
      domain: 'switch',
      service: 'turn_on',
      target: { entity_id: 'switch.coffee_machine' },
    });
    const diff = ((await nextEvent(id))['c'] as Record<string, Record<string, Record<string, unknown>>>)[
      'switch.coffee_machine'
    ]!;
    expect(diff['+']!['s']).toBe('on');
    expect(diff['+']!['c']).toMatchObject({ user_id: expect.any(String), id: expect.any(String) });
  });

  it('sends no event when a write changes nothing', async () => {
    const { id } = await subscribe({ entity_ids: ['lock.front_door', 'light.garage'] });
    simulator.setState({ entityId: 'lock.front_door', state: 'locked' });
    simulator.setState({ entityId: 'light.garage', state: 'on' });
    const event = await nextEvent(id);
    expect(Object.keys(event['c'] as object)).toEqual(['light.garage']);
  });

  it('sends a for an added entity and r for a removed one, and stops after unsubscribe_events', async () => {
    const { id } = await subscribe();
    simulator.addEntity({ entityId: 'light.attic', state: 'off', name: 'Attic Light', areaId: 'hallway' });
    expect((await nextEvent(id))['a']).toMatchObject({
      'light.attic': { s: 'off', a: { friendly_name: 'Attic Light' } },
    });
    simulator.removeEntity('light.attic');
    expect(await nextEvent(id)).toEqual({ r: ['light.attic'] });
    expect(await client.call('unsubscribe_events', { subscription: id })).toBeNull();
    simulator.setState({ entityId: 'light.garage', state: 'on' });
    await client.command('ping');
    expect(client.pending().filter((message) => message['id'] === id)).toEqual([]);
  });

  it('answers unsubscribe_events for an unknown subscription with not_found', async () => {
    const answer = await client.command('unsubscribe_events', { subscription: 999 });
    expect(answer['error']).toEqual({ code: 'not_found', message: 'Subscription not found.' });
  });
});

describe('subscribe_events', () => {
  it('delivers registry updates when an entity is renamed', async () => {
    const id = client.peekId();
    await client.call('subscribe_events', { event_type: 'entity_registry_updated' });
    simulator.renameEntity('light.hallway', 'Entrance Light');
    const message = await client.next((candidate) => candidate['id'] === id && candidate['type'] === 'event');
    expect(message['event']).toMatchObject({
      event_type: 'entity_registry_updated',
      data: { action: 'update', entity_id: 'light.hallway', changes: { name: null } },
      origin: 'LOCAL',
    });
    expect(simulator.state('light.hallway')?.attributes['friendly_name']).toBe('Entrance Light');
  });

  it('delivers every event type when none is given, including call_service', async () => {
    const id = client.peekId();
    await client.call('subscribe_events');
    await client.call('call_service', {
      domain: 'scene',
      service: 'turn_on',
      target: { entity_id: 'scene.movie_time' },
    });
    const first = await client.next((candidate) => candidate['id'] === id);
    expect(first['event']).toMatchObject({
      event_type: 'call_service',
      data: { domain: 'scene', service: 'turn_on' },
    });
    const sceneChange = await client.next(
      (candidate) =>
        candidate['id'] === id &&
        (candidate['event'] as { data: { entity_id?: string } }).data.entity_id === 'scene.movie_time',
    );
    expect(sceneChange['event']).toMatchObject({ event_type: 'state_changed' });
  });
});
