// The control tool against the simulator and the real ha/ client: options, rooms, groups, truthfulness, locks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HomeAssistantClient } from '../ha/index.js';
import type { Simulator } from '../simulator/index.js';
import {
  startSimulatedHome,
  type SimulatedHome,
  testToolboxOptions,
} from '../../test/support/simulated-home.js';
import { createToolbox } from './create-toolbox.js';
import type { Tool, ToolContext, Toolbox } from './tool.js';

let simulator: Simulator;
let client: HomeAssistantClient;
let home: SimulatedHome;
let toolbox: Toolbox;

beforeAll(async () => {
  home = await startSimulatedHome();
  ({ simulator, client } = home);
  toolbox = createToolbox(testToolboxOptions(client, { actionSettleMs: 300 }));
});

afterAll(() => home.close());

/** The ordinal of the user turn the tool calls run in; a test moves on to the next turn with `turn += 1`. */
let turn = 1;
beforeEach(() => {
  turn = 1;
});

function context(overrides: Partial<ToolContext> = {}): ToolContext {
  const signal = new AbortController().signal;
  return { signal, language: 'en', conversationId: 'c1', userText: '', turn, ...overrides };
}

function tool(name: string): Tool {
  const found = toolbox.tools().find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

async function control(args: Record<string, unknown>, overrides: Partial<ToolContext> = {}) {
  const control = tool('control');
  return control.execute(control.parameters.parse(args), context(overrides));
}

describe('control tool', () => {
  it('offers exposed entity ids as an enum in a small home', () => {
    const schema = tool('control').parameters.toJSONSchema() as unknown as {
      properties: { entity_ids: { items: { enum: string[] } } };
    };
    expect(schema.properties.entity_ids.items.enum).toContain('light.kitchen_ceiling');
    expect(schema.properties.entity_ids.items.enum).not.toContain('switch.ev_charger');
  });

  it('turns a light on at 40 % warm white and reports the new state', async () => {
    const result = await control({
      action: 'turn_on',
      targets: ['bedroom ceiling'],
      brightness: 40,
      color_temp: 'warm',
    });
    expect(result).toMatchObject({
      ok: true,
      results: [{ entity_id: 'light.bedroom_ceiling', result: 'done' }],
    });
    const state = simulator.state('light.bedroom_ceiling');
    expect(state?.state).toBe('on');
    expect(state?.attributes.brightness).toBe(102);
    expect(state?.attributes.color_temp_kelvin).toBe(2700);
  });

  it('sends one color field for "red at 3000 K": the color wins and the temperature is reported', async () => {
    const before = simulator.serviceCalls.length;
    const result = await control({
      action: 'turn_on',
      entity_ids: ['light.living_room_ceiling'],
      color: 'red',
      color_temp: 3000,
    });
    expect(result).toMatchObject({
      ok: true,
      results: [{ entity_id: 'light.living_room_ceiling', result: 'done' }],
    });
    const [call] = simulator.serviceCalls.slice(before);
    expect(call?.data).toEqual({ rgb_color: [255, 0, 0] });
    expect(JSON.stringify(result)).toContain('one color at a time');
    expect(simulator.state('light.living_room_ceiling')?.attributes.rgb_color).toEqual([255, 0, 0]);
  });

  it('sends kelvin alone for "warm white" given as the color of a color and white light', async () => {
    const before = simulator.serviceCalls.length;
    await control({ action: 'turn_on', entity_ids: ['light.dining_room_pendant'], color: 'warm white' });
    const [call] = simulator.serviceCalls.slice(before);
    expect(call?.data).toEqual({ color_temp_kelvin: 2700 });
  });

  it('does not guess which space three bare numbers are in, and says how to be explicit', async () => {
    const before = simulator.serviceCalls.length;
    const result = await control({
      action: 'turn_on',
      entity_ids: ['light.living_room_tv_backlight'],
      color: '120, 100, 50',
    });
    expect(JSON.stringify(result)).toContain('ambiguous');
    expect(JSON.stringify(result)).toContain('rgb(r, g, b)');
    const calls = simulator.serviceCalls.slice(before);
    expect(calls.every((call) => call.data.rgb_color === undefined)).toBe(true);
  });

  it('clamps a color temperature to the light range', async () => {
    await control({ action: 'turn_on', entity_ids: ['light.living_room_floor_lamp'], color_temp: 6500 });
    expect(simulator.state('light.living_room_floor_lamp')?.attributes.color_temp_kelvin).toBe(4000);
  });

  it('turns off "the lights" only in the satellite room', async () => {
    const before = simulator.serviceCalls.length;
    const result = await control(
      { action: 'turn_off', targets: ['the lights'] },
      { deviceId: 'satellite_bedroom' },
    );
    expect(result.ok).toBe(true);
    const calls = simulator.serviceCalls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.target).toEqual({
      entity_id: ['light.bedroom_ceiling', 'light.bedside_left', 'light.bedside_right'],
    });
  });

  it('switches everything upstairs in one call per service without touching locks or climate', async () => {
    const before = simulator.serviceCalls.length;
    const result = await control({ action: 'turn_off', targets: ['everything upstairs'] });
    expect(result.ok).toBe(true);
    const services = simulator.serviceCalls.slice(before).map((call) => `${call.domain}.${call.service}`);
    expect(services.sort()).toEqual(['fan.turn_off', 'light.turn_off', 'switch.turn_off']);
  });

  it('resolves a misspelled name', async () => {
    const result = await control({ action: 'turn_on', targets: ['hallway lihgt'] });
    expect(result).toMatchObject({ ok: true, results: [{ entity_id: 'light.hallway' }] });
  });

  it('returns ranked candidates for an ambiguous name instead of acting', async () => {
    const before = simulator.serviceCalls.length;
    const result = await control({ action: 'turn_on', targets: ['bedside lamp'] });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain('light.bedside_left');
    expect(JSON.stringify(result)).toContain('light.bedside_right');
    // The model is told to ask, with the names to ask about.
    expect(String(result.error)).toContain('ask the user which one');
    const [entry] = result.ambiguous as { choices: string[] }[];
    expect(entry?.choices).toHaveLength(2);
    expect(simulator.serviceCalls.length).toBe(before);
  });

  it('refuses an entity that is not exposed', async () => {
    const result = await control({ action: 'turn_on', targets: ['EV Charger'] });
    expect(result).toMatchObject({ ok: false });
    expect(String(result.error)).toContain('not exposed');
  });

  it('reports a failing service truthfully', async () => {
    simulator.setServiceBehaviour('light.turn_on', {
      fail: { code: 'home_assistant_error', message: 'Bulb offline' },
    });
    try {
      const result = await control({ action: 'turn_on', targets: ['garage light'] });
      expect(result).toMatchObject({ ok: false, results: [{ entity_id: 'light.garage', result: 'failed' }] });
      expect(JSON.stringify(result)).toContain('Bulb offline');
    } finally {
      simulator.setServiceBehaviour('light.turn_on', undefined);
    }
  });

  it('says so when a device does not change', async () => {
    simulator.setServiceBehaviour('switch.turn_on', { noEffect: true });
    try {
      const result = await control({ action: 'turn_on', targets: ['Sprinkler'] });
      expect(result).toMatchObject({
        ok: false,
        results: [{ entity_id: 'switch.garden_sprinkler', result: 'no_change' }],
      });
    } finally {
      simulator.setServiceBehaviour('switch.turn_on', undefined);
    }
  });

  it('unlocks a lock only after a yes in the next turn', async () => {
    const first = await control(
      { action: 'unlock', targets: ['front door'] },
      { userText: 'unlock the front door' },
    );
    expect(first).toMatchObject({ ok: false, needsConfirmation: true });
    const sameTurn = await control({ action: 'unlock', targets: ['front door'], confirm: true });
    expect(sameTurn).toMatchObject({ ok: false });
    expect(simulator.state('lock.front_door')?.state).toBe('locked');

    turn += 1;
    const confirmed = await control(
      { action: 'unlock', targets: ['front door'], confirm: true },
      { userText: 'Ja, bitte' },
    );
    expect(confirmed).toMatchObject({
      ok: true,
      results: [{ entity_id: 'lock.front_door', result: 'done' }],
    });
    expect(simulator.state('lock.front_door')?.state).toBe('unlocked');
  });

  it('refuses a confirmed call when the next reply is not a yes', async () => {
    await control({ action: 'open', targets: ['garage door'] }, { userText: 'open the garage' });
    turn += 1;
    const result = await control(
      { action: 'open', targets: ['garage door'], confirm: true },
      { userText: 'no, wait' },
    );
    expect(result).toMatchObject({ ok: false });
    expect(simulator.state('cover.garage_door')?.state).toBe('closed');
  });

  it('sets climate, cover, fan, media and vacuum options and reports them done', async () => {
    const cases: [
      Record<string, unknown>,
      string,
      (state: { state: string; attributes: Record<string, unknown> }) => void,
    ][] = [
      [
        { action: 'set', targets: ['bedroom thermostat'], temperature: 21, hvac_mode: 'heat' },
        'climate.bedroom',
        (s) => expect(s.attributes.temperature).toBe(21),
      ],
      [
        { action: 'set', targets: ['living room blinds'], position: 50 },
        'cover.living_room_blinds',
        (s) => expect(s.attributes.current_position).toBe(50),
      ],
      [
        { action: 'turn_on', targets: ['bedroom fan'], percentage: 40 },
        'fan.bedroom_fan',
        (s) => expect(s.attributes.percentage).toBe(40),
      ],
      [
        { action: 'set', targets: ['Sonos'], volume: 30 },
        'media_player.living_room_speaker',
        (s) => expect(s.attributes.volume_level).toBe(0.3),
      ],
      [{ action: 'start', targets: ['Staubsauger'] }, 'vacuum.robi', (s) => expect(s.state).toBe('cleaning')],
    ];
    for (const [args, entityId, check] of cases) {
      const result = await control(args);
      expect(result, JSON.stringify(result)).toMatchObject({ ok: true, results: [{ entity_id: entityId }] });
      check(simulator.state(entityId)!);
    }
  });

  it('drops options that do not apply and says so', async () => {
    const before = simulator.serviceCalls.length;
    const result = await control({
      action: 'turn_on',
      targets: ['bathroom extractor fan'],
      percentage: 60,
      brightness: 20,
    });
    expect(result).toMatchObject({ ok: true });
    const [report] = result.results as { ignored: string[] }[];
    expect(report?.ignored.join(' ')).toContain('percentage');
    expect(report?.ignored.join(' ')).toContain('brightness');
    expect(simulator.serviceCalls.slice(before).map((call) => call.data)).toEqual([{}]);
  });
});
