import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPOSED_DOMAINS } from './exposure.js';
import { LiveHome } from './live-home.js';
import type { HassState, HomeEvent } from './types.js';
import { entityEntry as entry } from './ha.fixture.js';

function state(entityId: string, value: string, attributes: Record<string, unknown> = {}): HassState {
  const at = new Date().toISOString();
  return { entity_id: entityId, state: value, attributes, last_changed: at, last_updated: at };
}

function sampleHome(): LiveHome {
  const home = new LiveHome(DEFAULT_EXPOSED_DOMAINS);
  home.setRegistries({
    floors: new Map([['ground', { id: 'ground', name: 'Ground', aliases: [], level: 0 }]]),
    areas: new Map([
      ['kitchen', { id: 'kitchen', name: 'Kitchen', aliases: [], floorId: 'ground' }],
      ['office', { id: 'office', name: 'Office', aliases: [], floorId: null }],
    ]),
    devices: new Map([
      ['dev1', { id: 'dev1', name: 'Hue bulb', areaId: 'kitchen', manufacturer: null, model: null }],
      ['sat1', { id: 'sat1', name: 'Voice PE', areaId: 'kitchen', manufacturer: null, model: null }],
    ]),
    entries: new Map([
      ['light.ceiling', entry('light.ceiling', { device_id: 'dev1', aliases: ['Deckenlicht'] })],
      ['light.desk', entry('light.desk', { area_id: 'office', name: 'Desk lamp' })],
      ['switch.kettle', entry('switch.kettle', { area_id: 'kitchen', labels: ['appliances'] })],
    ]),
  });
  home.replaceStates([
    state('light.ceiling', 'off', { friendly_name: 'Küche Decke' }),
    state('light.desk', 'on', { friendly_name: 'Desk' }),
    state('switch.kettle', 'off', { friendly_name: 'Kettle' }),
    state('sensor.power', '12', { friendly_name: 'Power', device_class: 'power' }),
  ]);
  home.markLoaded();
  return home;
}

describe('the live home model', () => {
  it('resolves areas through devices and floors through areas', () => {
    const home = sampleHome();
    expect(home.entity('light.ceiling')).toMatchObject({ areaId: 'kitchen', name: 'Küche Decke' });
    expect(home.entity('light.desk')?.name).toBe('Desk lamp');
    expect(
      home
        .query({ floorId: 'ground' })
        .map((entity) => entity.id)
        .sort(),
    ).toEqual(['light.ceiling', 'switch.kettle']);
    expect(home.locateDevice('sat1')).toEqual({ areaId: 'kitchen', floorId: 'ground' });
    expect(home.locateDevice('nope')).toBeUndefined();
  });

  it('finds entities by area and domain, label, and normalized name or alias', () => {
    const home = sampleHome();
    expect(home.query({ areaId: 'kitchen', domain: 'light' }).map((entity) => entity.id)).toEqual([
      'light.ceiling',
    ]);
    expect(home.query({ labelId: 'appliances' }).map((entity) => entity.id)).toEqual(['switch.kettle']);
    expect(home.query({ name: 'kuche  DECKE!' }).map((entity) => entity.id)).toEqual(['light.ceiling']);
    expect(home.query({ name: 'deckenlicht' }).map((entity) => entity.id)).toEqual(['light.ceiling']);
    expect(home.query({ areaId: 'garage' })).toEqual([]);
  });

  it('keeps non-exposed entities out of exposedEntities and filters queries by exposure', () => {
    const home = sampleHome();
    expect(home.entity('sensor.power')?.exposed).toBe(false);
    expect(home.exposedEntities().map((entity) => entity.id)).not.toContain('sensor.power');
    expect(home.query({ exposed: false }).map((entity) => entity.id)).toEqual(['sensor.power']);
  });

  it('bumps registryVersion for registry changes and new entities, not for state changes', () => {
    const home = sampleHome();
    const events: HomeEvent['type'][] = [];
    home.subscribe((event) => events.push(event.type));
    const version = home.registryVersion;
    home.applyState('light.desk', state('light.desk', 'off', { friendly_name: 'Desk' }));
    expect(home.registryVersion).toBe(version);
    home.setRegistries({
      entries: new Map([...home.registryEntries(), ['light.desk', entry('light.desk', { name: 'Lamp' })]]),
    });
    expect(home.registryVersion).toBe(version + 1);
    home.applyState('light.new', state('light.new', 'on'));
    expect(home.registryVersion).toBe(version + 2);
    expect(events).toEqual(['state', 'registry', 'state', 'registry']);
  });

  it('finds an entity by its new name, area and value after state changes, whether they moved its keys or not', () => {
    const home = sampleHome();
    const events: HomeEvent[] = [];
    home.subscribe((event) => events.push(event));
    // A new value only: the entity is replaced, its keys stay.
    home.applyState('switch.kettle', state('switch.kettle', 'on', { friendly_name: 'Kettle' }));
    expect(home.query({ name: 'kettle' }).map((entity) => entity.state)).toEqual(['on']);
    expect(home.query({ areaId: 'kitchen', domain: 'switch' }).map((entity) => entity.state)).toEqual(['on']);
    expect(home.exposedEntities().find((entity) => entity.id === 'switch.kettle')?.state).toBe('on');
    // A new friendly name moves its name key: the old one finds nothing.
    home.applyState('switch.kettle', state('switch.kettle', 'on', { friendly_name: 'Tea kettle' }));
    expect(home.query({ name: 'kettle' })).toEqual([]);
    expect(home.query({ name: 'tea kettle' }).map((entity) => entity.id)).toEqual(['switch.kettle']);
    // A new device class moves its class key.
    home.applyState(
      'sensor.power',
      state('sensor.power', '13', { friendly_name: 'Power', device_class: 'energy' }),
    );
    expect(home.query({ deviceClass: 'power' })).toEqual([]);
    expect(home.query({ deviceClass: 'energy' }).map((entity) => entity.state)).toEqual(['13']);
    expect(events.map((event) => event.type)).toEqual(['state', 'state', 'registry', 'state', 'registry']);
    const first = events[0]!;
    expect(first.type === 'state' && first.previous?.state === 'off' && first.current?.state === 'on').toBe(
      true,
    );
  });

  it('drops entities missing from a fresh snapshot', () => {
    const home = sampleHome();
    const removed: string[] = [];
    home.subscribe((event) => {
      if (event.type === 'state' && event.current === undefined) removed.push(event.entityId);
    });
    home.replaceStates([state('light.desk', 'on'), state('switch.kettle', 'off')]);
    expect(removed.sort()).toEqual(['light.ceiling', 'sensor.power']);
    expect(home.entity('light.ceiling')).toBeUndefined();
    expect(home.query({ areaId: 'kitchen' }).map((entity) => entity.id)).toEqual(['switch.kettle']);
  });

  it('waitFor resolves on the predicate, else undefined after the timeout, and rejects on abort', async () => {
    const home = sampleHome();
    const on = home.waitFor('switch.kettle', (entity) => entity.state === 'on', { timeoutMs: 1000 });
    home.applyState('switch.kettle', state('switch.kettle', 'on'));
    await expect(on).resolves.toMatchObject({ state: 'on' });
    await expect(
      home.waitFor('light.desk', (entity) => entity.state === 'dim', { timeoutMs: 20 }),
    ).resolves.toBeUndefined();
    const controller = new AbortController();
    const aborted = home.waitFor('light.desk', () => false, { timeoutMs: 1000, signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'aborted' });
  });
});
