// The home tools end to end: a Wyoming client → Hearth → scripted model → tools → ha/ client →
// simulated Home Assistant, for the sample home. The model's tool calls are scripted; what the
// tools answered is read back from the next model request, what happened from the simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/simulator/index.js';
import type { Simulator } from '../src/simulator/index.js';
import { startTestHearth, type AskOptions, type AskResult, type TestHearth } from './support/hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth;

beforeAll(async () => {
  simulator = await startSimulator();
  model = await startScriptedModel();
  hearth = await startTestHearth({ modelUrl: model.url, simulator });
  await hearth.homeReady();
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
  await simulator.close();
});

/** Runs one turn in which the model calls `name` once, and returns what the tool answered. */
async function turnWithTool(
  text: string,
  name: string,
  args: Record<string, unknown>,
  options: AskOptions = {},
): Promise<Record<string, unknown>> {
  model.enqueue(callTools([{ name, arguments: args }]), say('Okay.'));
  const result = await hearth.ask(text, options);
  expect(result.outcome).toBe('handled');
  const messages = model.requests.at(-1)?.body.messages ?? [];
  const toolMessage = messages.filter((message) => message.role === 'tool').at(-1);
  return JSON.parse(toolMessage?.content ?? 'null') as Record<string, unknown>;
}

/** A turn whose tool call is held for a yes: Hearth asks the question itself and the model is not asked again. */
async function heldTurn(
  text: string,
  name: string,
  args: Record<string, unknown>,
  options: AskOptions = {},
): Promise<AskResult> {
  model.enqueue(callTools([{ name, arguments: args }]));
  const result = await hearth.ask(text, options);
  expect(result.outcome).toBe('handled');
  return result;
}

function callsSince(count: number): string[] {
  return simulator.serviceCalls
    .slice(count)
    .map((call) => `${call.domain}.${call.service} ${JSON.stringify(call.target)}`);
}

describe('home tools over the voice path', () => {
  it('turns a light on at 40 % warm white', async () => {
    const result = await turnWithTool('bedroom ceiling light warm white at 40 percent', 'control', {
      action: 'turn_on',
      targets: ['bedroom ceiling'],
      brightness: 40,
      color_temp: 'warm white',
    });
    expect(result).toMatchObject({
      ok: true,
      results: [{ entity_id: 'light.bedroom_ceiling', result: 'done' }],
    });
    expect(simulator.state('light.bedroom_ceiling')?.attributes).toMatchObject({
      brightness: 102,
      color_temp_kelvin: 2700,
    });
  });

  it('refuses a brightness out of range, naming the range the schema no longer shows, and changes nothing', async () => {
    const offered = model.requests.at(-1)?.body.tools?.find((tool) => tool.function.name === 'control');
    expect(offered?.function.parameters).not.toHaveProperty('properties.brightness.maximum');
    const before = simulator.serviceCalls.length;
    const result = await turnWithTool('bedroom ceiling at 255', 'control', {
      action: 'turn_on',
      targets: ['bedroom ceiling'],
      brightness: 255,
    });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/<=100[\s\S]*brightness/) });
    expect(simulator.serviceCalls.length).toBe(before);
  });

  it('turns off "the lights" of the bedroom satellite only', async () => {
    const before = simulator.serviceCalls.length;
    const result = await turnWithTool(
      'turn off the lights',
      'control',
      { action: 'turn_off', targets: ['the lights'] },
      {
        deviceId: 'satellite_bedroom',
      },
    );
    expect(result.ok).toBe(true);
    expect(callsSince(before)).toEqual([
      'light.turn_off {"entity_id":["light.bedroom_ceiling","light.bedside_left","light.bedside_right"]}',
    ]);
  });

  it('turns on every light upstairs in one call', async () => {
    const before = simulator.serviceCalls.length;
    const result = await turnWithTool('all lights upstairs on', 'control', {
      action: 'turn_on',
      targets: ['lights upstairs'],
    });
    expect(result.ok).toBe(true);
    const calls = callsSince(before);
    expect(calls).toHaveLength(1);
    for (const id of ['light.bedroom_ceiling', 'light.kids_room', 'light.bathroom', 'light.guest_room']) {
      expect(calls[0]).toContain(id);
    }
    expect(calls[0]).not.toContain('light.kitchen');
  });

  it('resolves a misspelled name', async () => {
    const result = await turnWithTool('turn on the hallway light', 'control', {
      action: 'turn_on',
      targets: ['Halway Light'],
    });
    expect(result).toMatchObject({ ok: true, results: [{ entity_id: 'light.hallway', result: 'done' }] });
  });

  it('returns candidates for an ambiguous name and acts on none', async () => {
    const before = simulator.serviceCalls.length;
    const result = await turnWithTool('turn on the bedside lamp', 'control', {
      action: 'turn_on',
      targets: ['bedside lamp'],
    });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result.ambiguous)).toContain('light.bedside_right');
    expect(callsSince(before)).toEqual([]);
  });

  it('refuses an entity that is not exposed', async () => {
    const result = await turnWithTool('start charging the car', 'control', {
      action: 'turn_on',
      targets: ['EV Charger'],
    });
    expect(result.ok).toBe(false);
    expect(String(result.error)).toContain('not exposed');
    expect(simulator.state('switch.ev_charger')?.state).toBe('off');
  });

  it('refuses a paragraph passed as a target with a short, clear error and acts on nothing', async () => {
    // Under the 300 characters any tool argument may have, but longer than any way of calling a thing.
    const paragraph = 'please turn on the kitchen light and the living room lamp '.repeat(4);
    const callsBefore = simulator.serviceCalls.length;
    const result = await turnWithTool('turn on the kitchen light', 'control', {
      action: 'turn_on',
      targets: [paragraph],
    });
    expect(result.ok).toBe(false);
    expect(String(result.error)).toContain('longer than any name');
    // The model reads the error, not its own paragraph back.
    expect(String(result.error).length).toBeLessThan(200);
    expect(simulator.serviceCalls.length).toBe(callsBefore);
  });

  it('refuses a hidden camera named like its device as not exposed, with exposed names to offer', async () => {
    const result = await turnWithTool('turn on the front door camera', 'control', {
      action: 'turn_on',
      targets: ['Front Door Camera'],
    });
    expect(result.ok).toBe(false);
    expect(String(result.error)).toContain('not exposed to Assist');
    expect(String(result.error)).not.toContain('There is no exposed');
    expect(Array.isArray(result.did_you_mean)).toBe(true);
  });

  it('reports a failing service and a device that does not change', async () => {
    simulator.setServiceBehaviour('light.turn_on', {
      fail: { code: 'home_assistant_error', message: 'Zigbee timeout' },
    });
    const failed = await turnWithTool('garage light on', 'control', {
      action: 'turn_on',
      targets: ['garage light'],
    });
    simulator.setServiceBehaviour('light.turn_on', undefined);
    expect(failed).toMatchObject({
      ok: false,
      results: [{ result: 'failed', error: expect.stringContaining('Zigbee timeout') }],
    });

    simulator.setServiceBehaviour('switch.turn_on', { noEffect: true });
    const unchanged = await turnWithTool('sprinkler on', 'control', {
      action: 'turn_on',
      targets: ['Sprinkler'],
    });
    simulator.setServiceBehaviour('switch.turn_on', undefined);
    expect(unchanged).toMatchObject({
      ok: false,
      results: [{ entity_id: 'switch.garden_sprinkler', result: 'no_change' }],
    });
  });

  it('unlocks the front door only after a yes in the next turn', async () => {
    const args = { action: 'unlock', targets: ['front door'] };
    const conversation = { conversationId: 'lock-flow' };
    const asked = await heldTurn('unlock the front door', 'control', args, conversation);
    expect(asked.text).toBe('Do you want me to unlock Front Door Lock? Please answer yes or no.');
    expect(simulator.state('lock.front_door')?.state).toBe('locked');

    const confirmed = await turnWithTool('yes', 'control', { ...args, confirm: true }, conversation);
    expect(confirmed).toMatchObject({
      ok: true,
      results: [{ entity_id: 'lock.front_door', result: 'done' }],
    });
    expect(simulator.state('lock.front_door')?.state).toBe('unlocked');
  });

  it('stays locked when a yes comes two turns after the question, the middle turn without tool calls', async () => {
    simulator.setState({ entityId: 'lock.front_door', state: 'locked' });
    const home = hearth.hearth.homeAssistant!.home;
    await home.waitFor('lock.front_door', (entity) => entity.state === 'locked', { timeoutMs: 5_000 });
    const args = { action: 'unlock', targets: ['front door'] };
    const conversation = { conversationId: 'lock-late-yes' };
    const asked = await heldTurn('unlock the front door', 'control', args, conversation);
    expect(asked.text).toMatch(/unlock Front Door Lock\?/);
    model.enqueue(say('It is sunny.'));
    expect((await hearth.ask('what is the weather', conversation)).outcome).toBe('handled');

    const late = await heldTurn('yes', 'control', { ...args, confirm: true }, conversation);
    expect(late.text).toMatch(/unlock Front Door Lock\?/);
    expect(simulator.state('lock.front_door')?.state).toBe('locked');
  });

  it('answers with a history aggregate', async () => {
    const result = await turnWithTool('how warm was the bedroom last night', 'history', {
      targets: ['bedroom temperature'],
      duration: '24h',
      aggregates: ['min', 'max', 'avg'],
    });
    expect(result).toMatchObject({
      ok: true,
      results: [{ entity_id: 'sensor.bedroom_temperature', unit: '°C' }],
    });
    const [row] = result.results as { min: number; max: number; avg: number }[];
    expect(row!.min).toBeLessThan(row!.avg);
    expect(row!.avg).toBeLessThan(row!.max);
  });

  it('reads the weather forecast from get_forecasts', async () => {
    const result = await turnWithTool('what is the weather tomorrow', 'service', {
      domain: 'weather',
      service: 'get_forecasts',
      entity_ids: ['weather.home'],
      data: { type: 'daily' },
    });
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result.response)).toContain('weather.home');
  });

  it('adds an item to the shopping list', async () => {
    const result = await turnWithTool('put oat milk on the shopping list', 'todo', {
      action: 'add',
      item: 'Oat milk',
    });
    expect(result).toMatchObject({ ok: true, list: 'Shopping List', item: 'Oat milk' });
  });
});
