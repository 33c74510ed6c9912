// The resolver over the sample home: names, compounds, typos, rooms, floors, ambiguity, refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeAssistantClient } from '../ha/index.js';
import type { Simulator } from '../simulator/index.js';
import { startSimulatedHome, type SimulatedHome } from '../../test/support/simulated-home.js';
import { resolveTarget, tooLongToName } from './resolve-target.js';
import type { Resolution } from './resolve-target.js';
import { buildTargetIndex } from './target-index.js';
import type { TargetIndex } from './target-index.js';

let simulator: Simulator;
let client: HomeAssistantClient;
let home: SimulatedHome;
let index: TargetIndex;

beforeAll(async () => {
  home = await startSimulatedHome();
  ({ simulator, client } = home);
  index = buildTargetIndex(client.home, undefined);
});

afterAll(() => home.close());

const ids = (resolution: Resolution) =>
  resolution.kind === 'found' ? [...resolution.entityIds].sort() : resolution;

describe('resolveTarget', () => {
  it('matches names and aliases regardless of case, accents and spacing', () => {
    expect(ids(resolveTarget(index, 'KUCHENLICHT'))).toEqual(['light.kitchen_ceiling']);
    expect(ids(resolveTarget(index, '  wohnzimmer   stehlampe '))).toEqual(['light.living_room_floor_lamp']);
    expect(ids(resolveTarget(index, '손님방 조명'))).toEqual(['light.guest_room']);
  });

  it('reads a German compound as area plus kind', () => {
    expect(ids(resolveTarget(index, 'Wohnzimmerlicht'))).toEqual([
      'light.living_room_ceiling',
      'light.living_room_floor_lamp',
      'light.living_room_tv_backlight',
    ]);
    // "Lampe" is narrower than "Licht": of the room's lights, the one whose name holds it (the others
    // are named "big light" and "TV Backlight").
    expect(ids(resolveTarget(index, 'Wohnzimmerlampe'))).toEqual(['light.living_room_floor_lamp']);
  });

  it('tolerates one typo', () => {
    expect(ids(resolveTarget(index, 'Schreibtischlampee'))).toEqual(['light.office_desk_lamp']);
    expect(ids(resolveTarget(index, 'bathrom light'))).toEqual(['light.bathroom']);
  });

  it('takes the satellite room for "the lights", else the whole home for a plural and asks about a singular', () => {
    expect(ids(resolveTarget(index, 'the lights', { satelliteAreaId: 'kitchen' }))).toEqual([
      'light.kitchen_ceiling',
      'light.kitchen_under_cabinet',
    ]);
    const all = resolveTarget(index, 'all lights');
    expect(all.kind === 'found' && all.entityIds.length).toBe(18);
    expect(ids(resolveTarget(index, 'the lights'))).toEqual(ids(all));
    const one = resolveTarget(index, 'the light');
    expect(one.kind === 'ambiguous' && one.candidates.length).toBe(18);
  });

  it('resolves floors by name, alias and generic words', () => {
    const upstairs = ids(resolveTarget(index, 'lights upstairs'));
    expect(upstairs).toContain('light.kids_night_light');
    expect(upstairs).not.toContain('light.kitchen_ceiling');
    expect(ids(resolveTarget(index, 'Licht im Obergeschoss'))).toEqual(upstairs);
  });

  it('returns candidates for an ambiguous name and prefers the one in the satellite room', () => {
    const result = resolveTarget(index, 'temperature');
    expect(result.kind).toBe('ambiguous');
    expect(result.kind === 'ambiguous' && result.candidates.length).toBeGreaterThan(3);
    expect(ids(resolveTarget(index, 'temperature', { satelliteAreaId: 'office' }))).toEqual([
      'sensor.office_temperature',
    ]);
  });

  it('says "not exposed" for a hidden entity and suggests names for unknown ones', () => {
    expect(resolveTarget(index, 'switch.ev_charger')).toMatchObject({
      kind: 'not-exposed',
      name: 'EV Charger',
    });
    const unknown = resolveTarget(index, 'Sprinklr system');
    expect(unknown.kind).toBe('not-found');
    expect(unknown.kind === 'not-found' && unknown.suggestions).toContain('Sprinkler');
  });

  it('says "not exposed" for a hidden entity named like its own device, never "nothing in that place"', () => {
    const result = resolveTarget(index, 'Front Door Camera');
    expect(result).toMatchObject({ kind: 'not-exposed', name: 'Front Door Camera' });
    expect(result.kind === 'not-exposed' && result.suggestions.length).toBeGreaterThan(0);
    expect(resolveTarget(index, 'front door camra')).toMatchObject({ kind: 'not-exposed' });
  });

  it('says "not exposed" for a hidden light whose name reads as its area and a kind', async () => {
    simulator.setExposed('light.garage', false);
    try {
      let hiddenIndex = buildTargetIndex(client.home, undefined);
      const deadline = Date.now() + 5_000;
      while (hiddenIndex.byId.has('light.garage') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        hiddenIndex = buildTargetIndex(client.home, undefined);
      }
      const result = resolveTarget(hiddenIndex, 'garage light');
      expect(result).toMatchObject({ kind: 'not-exposed', name: 'Garage Light' });
      expect(result.kind === 'not-exposed' && result.suggestions).not.toContain('Garage Light');
    } finally {
      simulator.setExposed('light.garage', true);
    }
  });

  it('finds nothing in a text longer than any name, even one that holds names', () => {
    const names = 'Küchenlicht Wohnzimmer Stehlampe and the kitchen light ';
    expect(resolveTarget(index, names.repeat(40))).toEqual({ kind: 'not-found', suggestions: [] });
    expect(tooLongToName(names.repeat(40))).toBe(true);
    // A whole request with its value is still a phrase to read, and so is a long one up to the limit.
    expect(tooLongToName('set the office mini split to seventy degrees please')).toBe(false);
    expect(tooLongToName(Array.from({ length: 24 }, () => 'ab').join(' '))).toBe(false);
    expect(tooLongToName(Array.from({ length: 25 }, () => 'ab').join(' '))).toBe(true);
  });

  it('never reads an unknown entity id as a name, but suggests the entities it resembles', () => {
    const result = resolveTarget(index, 'light.kitchen');
    expect(result.kind).toBe('not-found');
    expect(result.kind === 'not-found' && result.suggestions.join(' ')).toContain('light.kitchen_ceiling');
  });
});
