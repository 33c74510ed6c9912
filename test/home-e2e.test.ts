// Issue 5's "Done when", end to end over real sockets: a Wyoming client → Hearth's server → the scripted
// model → the home tools → the simulated Home Assistant (sample home). Each test checks what really
// happened (simulator state and service calls), what Hearth told the model (the tool message of the next
// request) and what was spoken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/simulator/index.js';
import type { RecordedServiceCall, Simulator } from '../src/simulator/types.js';
import { startTestHearth, type AskOptions, type AskResult, type TestHearth } from './support/hearth.js';
import {
  callTools,
  say,
  startScriptedModel,
  type ScriptedModel,
  type ScriptedRequest,
  type ScriptedToolCall,
} from './support/scripted-model.js';

let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth;

beforeAll(async () => {
  simulator = await startSimulator();
  model = await startScriptedModel();
  hearth = await startTestHearth({ modelUrl: model.url, simulator });
  await until(() => hearth.hearth.homeAssistant?.home.loaded === true, 'the home to load');
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
  await simulator.close();
});

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sets states in the simulator (a switch flipped at the wall) and waits until Hearth's home sees them. */
async function setStates(states: Record<string, string>): Promise<void> {
  const home = hearth.hearth.homeAssistant!.home;
  for (const [entityId, state] of Object.entries(states)) simulator.setState({ entityId, state });
  for (const [entityId, state] of Object.entries(states)) {
    const seen = await home.waitFor(entityId, (entity) => entity.state === state, { timeoutMs: 5_000 });
    expect(seen, `Hearth never saw ${entityId} become ${state}`).toBeDefined();
  }
}

interface Turn {
  spoken: AskResult;
  /** The tool results the model received, per step of the turn, parsed from the `tool` messages. */
  reported: Record<string, unknown>[][];
  /** Service calls the simulator received during the turn. */
  calls: RecordedServiceCall[];
}

/** Scripts one turn (tool-call steps, then the answer), asks it over Wyoming and gathers the evidence. */
async function turn(
  text: string,
  steps: readonly (readonly ScriptedToolCall[])[],
  answer: string,
  options: AskOptions = {},
): Promise<Turn> {
  const firstRequest = model.requests.length;
  const firstCall = simulator.serviceCalls.length;
  model.enqueue(...steps.map((calls) => callTools(calls)), say(answer));
  const spoken = await hearth.ask(text, options);
  const requests = model.requests.slice(firstRequest).filter((r) => r.path === '/v1/chat/completions');
  expect(requests).toHaveLength(steps.length + 1);
  return {
    spoken,
    reported: requests.slice(1).map(trailingToolResults),
    calls: simulator.serviceCalls.slice(firstCall),
  };
}

/** What Hearth itself asks when a tool holds the unlock for the user's yes. */
const QUESTION = 'Do you want me to unlock Front Door Lock? Please answer yes or no.';

/** A turn in which the model's calls are held for confirmation: Hearth asks, the model is not asked again. */
async function heldTurn(
  text: string,
  calls: readonly ScriptedToolCall[],
  options: AskOptions = {},
): Promise<Omit<Turn, 'reported'>> {
  const firstRequest = model.requests.length;
  const firstCall = simulator.serviceCalls.length;
  model.enqueue(callTools(calls));
  const spoken = await hearth.ask(text, options);
  const requests = model.requests.slice(firstRequest).filter((r) => r.path === '/v1/chat/completions');
  expect(requests).toHaveLength(1);
  return { spoken, calls: simulator.serviceCalls.slice(firstCall) };
}

/** The `tool` messages after the last assistant message: the results of the step just taken. */
function trailingToolResults(request: ScriptedRequest): Record<string, unknown>[] {
  const messages = request.body.messages ?? [];
  const results: Record<string, unknown>[] = [];
  for (let index = messages.length - 1; index >= 0 && messages[index]?.role === 'tool'; index -= 1) {
    results.unshift(JSON.parse(messages[index]?.content ?? 'null') as Record<string, unknown>);
  }
  return results;
}

/** Numeric states of an entity over a range, read from the simulator's REST history as Core serves it. */
async function recordedStates(entityId: string, start: string, end: string): Promise<number[]> {
  const query = new URLSearchParams({
    filter_entity_id: entityId,
    end_time: end,
    significant_changes_only: '0',
  });
  const response = await fetch(
    `${simulator.url}/api/history/period/${encodeURIComponent(start)}?${query.toString()}&minimal_response&no_attributes`,
    { headers: { authorization: `Bearer ${simulator.token}` } },
  );
  expect(response.status).toBe(200);
  const [rows = []] = (await response.json()) as { state: string }[][];
  return rows.map((row) => Number(row.state)).filter((value) => Number.isFinite(value));
}

function only<T>(list: readonly T[]): T {
  expect(list).toHaveLength(1);
  return list[0]!;
}

function targetIds(call: RecordedServiceCall): string[] {
  const ids = call.target?.entity_id ?? call.data.entity_id;
  return (Array.isArray(ids) ? ids.map(String) : [String(ids)]).sort();
}

const BEDROOM_LIGHTS = ['light.bedroom_ceiling', 'light.bedside_left', 'light.bedside_right'];
const UPSTAIRS_LIGHTS = [
  ...BEDROOM_LIGHTS,
  'light.kids_room',
  'light.kids_night_light',
  'light.bathroom',
  'light.guest_room',
].sort();

describe('acting on the sample home through Wyoming', () => {
  it('turns a light on at 40 % warm white', async () => {
    const { spoken, reported, calls } = await turn(
      'turn the floor lamp on at 40 percent warm white',
      [
        [
          {
            name: 'control',
            arguments: {
              action: 'turn_on',
              targets: ['floor lamp'],
              brightness: 40,
              color_temp: 'warm white',
            },
          },
        ],
      ],
      'The floor lamp is on at 40 percent, warm white.',
    );
    const lamp = simulator.state('light.living_room_floor_lamp');
    expect(lamp?.state).toBe('on');
    expect(lamp?.attributes.brightness).toBe(102);
    expect(lamp?.attributes.color_temp_kelvin).toBe(2700);
    const call = only(calls);
    expect(`${call.domain}.${call.service}`).toBe('light.turn_on');
    expect(targetIds(call)).toEqual(['light.living_room_floor_lamp']);
    expect(call.data).toMatchObject({ brightness_pct: 40, color_temp_kelvin: 2700 });
    const result = only(only(reported));
    expect(result.ok).toBe(true);
    expect(result.results).toEqual([
      expect.objectContaining({ entity_id: 'light.living_room_floor_lamp', result: 'done' }),
    ]);
    expect(spoken.outcome).toBe('handled');
    expect(spoken.text).toBe('The floor lamp is on at 40 percent, warm white.');
  });

  it('turns off "the lights" of the bedroom only, when asked from the bedroom satellite', async () => {
    await setStates({
      'light.bedroom_ceiling': 'on',
      'light.bedside_left': 'on',
      'light.bedside_right': 'on',
      'light.kids_room': 'on',
      'light.hallway': 'on',
    });
    const { spoken, reported, calls } = await turn(
      'turn off the lights',
      [[{ name: 'control', arguments: { action: 'turn_off', targets: ['the lights'] } }]],
      'The bedroom lights are off.',
      { deviceId: 'satellite_bedroom' },
    );
    for (const id of BEDROOM_LIGHTS) expect(simulator.state(id)?.state, id).toBe('off');
    for (const id of ['light.kids_room', 'light.hallway', 'light.kitchen_ceiling']) {
      expect(simulator.state(id)?.state, id).toBe('on');
    }
    const call = only(calls);
    expect(`${call.domain}.${call.service}`).toBe('light.turn_off');
    expect(targetIds(call)).toEqual(BEDROOM_LIGHTS);
    const result = only(only(reported));
    expect(result.ok).toBe(true);
    const results = result.results as { entity_id: string; result: string }[];
    expect(results.map((entry) => entry.entity_id).sort()).toEqual(BEDROOM_LIGHTS);
    expect(results.every((entry) => entry.result === 'done')).toBe(true);
    expect(spoken.outcome).toBe('handled');
    await setStates({ 'light.kids_room': 'off', 'light.hallway': 'off' });
  });

  it('turns off everything upstairs with one call per kind, leaving downstairs, climate and blinds alone', async () => {
    await setStates({
      'light.bedroom_ceiling': 'on',
      'light.bathroom': 'on',
      'light.guest_room': 'on',
      'fan.bathroom_extractor': 'on',
      'switch.towel_warmer': 'on',
    });
    const climateBefore = simulator.state('climate.bedroom')?.state;
    const blindsBefore = simulator.state('cover.bedroom_blinds')?.state;
    const { spoken, reported, calls } = await turn(
      'turn off everything upstairs',
      [[{ name: 'control', arguments: { action: 'turn_off', targets: ['upstairs'] } }]],
      'Everything upstairs is off.',
    );
    const byService = new Map(calls.map((call) => [`${call.domain}.${call.service}`, call]));
    expect([...byService.keys()].sort()).toEqual(['fan.turn_off', 'light.turn_off', 'switch.turn_off']);
    expect(calls).toHaveLength(3);
    expect(targetIds(byService.get('light.turn_off')!)).toEqual(UPSTAIRS_LIGHTS);
    expect(targetIds(byService.get('fan.turn_off')!)).toEqual(['fan.bathroom_extractor', 'fan.bedroom_fan']);
    expect(targetIds(byService.get('switch.turn_off')!)).toEqual(['switch.towel_warmer']);
    for (const id of [...UPSTAIRS_LIGHTS, 'fan.bathroom_extractor', 'switch.towel_warmer']) {
      expect(simulator.state(id)?.state, id).toBe('off');
    }
    expect(simulator.state('light.kitchen_ceiling')?.state).toBe('on');
    expect(simulator.state('light.office_desk_lamp')?.state).toBe('on');
    expect(simulator.state('climate.bedroom')?.state).toBe(climateBefore);
    expect(simulator.state('cover.bedroom_blinds')?.state).toBe(blindsBefore);
    const result = only(only(reported));
    expect(result.ok).toBe(true);
    // The resolver already keeps to what "turn off" acts on, so nothing else reaches the plan.
    expect(result.skipped_other_kinds).toBeUndefined();
    expect(spoken.outcome).toBe('handled');
  });

  it('resolves a misspelled name to the right light', async () => {
    const { reported, calls, spoken } = await turn(
      'turn on the hallwy light',
      [[{ name: 'control', arguments: { action: 'turn_on', targets: ['hallwy light'] } }]],
      'The hallway light is on.',
    );
    expect(simulator.state('light.hallway')?.state).toBe('on');
    const call = only(calls);
    expect(`${call.domain}.${call.service}`).toBe('light.turn_on');
    expect(targetIds(call)).toEqual(['light.hallway']);
    const result = only(only(reported));
    expect(result.ok).toBe(true);
    expect(result.results).toEqual([expect.objectContaining({ entity_id: 'light.hallway', result: 'done' })]);
    expect(spoken.outcome).toBe('handled');
    await setStates({ 'light.hallway': 'off' });
  });

  it('returns candidates for an ambiguous name and acts on nothing', async () => {
    await setStates({ 'light.bedside_left': 'off', 'light.bedside_right': 'off' });
    const { reported, calls, spoken } = await turn(
      'turn on the bedside lamp',
      [[{ name: 'control', arguments: { action: 'turn_on', targets: ['bedside lamp'] } }]],
      'Which one, the left or the right bedside lamp?',
    );
    expect(calls).toEqual([]);
    expect(simulator.state('light.bedside_left')?.state).toBe('off');
    expect(simulator.state('light.bedside_right')?.state).toBe('off');
    const result = only(only(reported));
    expect(result.ok).toBe(false);
    const [entry] = result.ambiguous as { target: string; candidates: { entity_id: string }[] }[];
    expect(entry?.target).toBe('bedside lamp');
    expect(entry?.candidates.map((candidate) => candidate.entity_id).sort()).toEqual([
      'light.bedside_left',
      'light.bedside_right',
    ]);
    expect(spoken.outcome).toBe('handled');
    expect(spoken.text).toBe('Which one, the left or the right bedside lamp?');
  });

  it('refuses a non-exposed entity through both the control and the service tool', async () => {
    const { reported, calls, spoken } = await turn(
      'start charging the car',
      [
        [
          { name: 'control', arguments: { action: 'turn_on', targets: ['EV charger'] } },
          { name: 'service', arguments: { domain: 'switch', service: 'turn_on', targets: ['EV Charger'] } },
        ],
      ],
      'The EV charger is not available to me.',
    );
    expect(calls).toEqual([]);
    expect(simulator.state('switch.ev_charger')?.state).toBe('off');
    const results = only(reported);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.ok).toBe(false);
      expect(String(result.error)).toMatch(/not exposed/);
    }
    expect(spoken.outcome).toBe('handled');
  });

  it('reports a service that fails as failed, with Home Assistant’s reason, and the light stays off', async () => {
    simulator.setServiceBehaviour('light.turn_on', {
      fail: { code: 'home_assistant_error', message: 'Bulb is unreachable' },
    });
    try {
      const { reported, calls, spoken } = await turn(
        'turn on the garage light',
        [[{ name: 'control', arguments: { action: 'turn_on', targets: ['garage light'] } }]],
        'I could not turn on the garage light: the bulb is unreachable.',
      );
      expect(calls.map((call) => `${call.domain}.${call.service}`)).toEqual(['light.turn_on']);
      expect(simulator.state('light.garage')?.state).toBe('off');
      const result = only(only(reported));
      expect(result.ok).toBe(false);
      const report = only(result.results as { entity_id: string; result: string; error: string }[]);
      expect(report).toMatchObject({ entity_id: 'light.garage', result: 'failed' });
      expect(report.error).toContain('Bulb is unreachable');
      expect(spoken.outcome).toBe('handled');
    } finally {
      simulator.setServiceBehaviour('light.turn_on', undefined);
    }
  });

  it('reports a device that accepts the call but does not change as no_change, never as done', async () => {
    simulator.setServiceBehaviour('switch.turn_on', { noEffect: true });
    try {
      const { reported, calls, spoken } = await turn(
        'turn on the coffee machine',
        [[{ name: 'control', arguments: { action: 'turn_on', targets: ['coffee machine'] } }]],
        'I asked the coffee machine to turn on, but it did not respond.',
      );
      const call = only(calls);
      expect(`${call.domain}.${call.service}`).toBe('switch.turn_on');
      expect(simulator.state('switch.coffee_machine')?.state).toBe('off');
      const result = only(only(reported));
      expect(result.ok).toBe(false);
      const report = only(result.results as { entity_id: string; result: string; note: string }[]);
      expect(report).toMatchObject({ entity_id: 'switch.coffee_machine', result: 'no_change', state: 'off' });
      expect(report.note).toMatch(/did not change/);
      expect(String(result.error)).toMatch(/did not do what was asked/);
      expect(spoken.outcome).toBe('handled');
    } finally {
      simulator.setServiceBehaviour('switch.turn_on', undefined);
    }
  });
});

describe('the lock confirmation across turns of one conversation', () => {
  const unlock = { name: 'control', arguments: { action: 'unlock', targets: ['front door'] } };
  const confirmedUnlock = {
    name: 'control',
    arguments: { action: 'unlock', targets: ['front door'], confirm: true },
  };
  const unlockCalls = () =>
    simulator.serviceCalls.filter((call) => call.domain === 'lock' && call.service === 'unlock');

  it('asks first, keeps the lock locked, and unlocks after the user says yes in the next turn', async () => {
    const conversationId = 'lock-confirmed';
    const first = await heldTurn('unlock the front door', [unlock], { conversationId });
    expect(first.calls).toEqual([]);
    expect(simulator.state('lock.front_door')?.state).toBe('locked');
    expect(first.spoken.text).toBe(QUESTION);

    const second = await turn('yes', [[confirmedUnlock]], 'The front door is unlocked.', { conversationId });
    const call = only(second.calls);
    expect(`${call.domain}.${call.service}`).toBe('lock.unlock');
    expect(targetIds(call)).toEqual(['lock.front_door']);
    expect(simulator.state('lock.front_door')?.state).toBe('unlocked');
    const done = only(only(second.reported));
    expect(done.ok).toBe(true);
    expect(done.results).toEqual([expect.objectContaining({ entity_id: 'lock.front_door', result: 'done' })]);
    expect(second.spoken.outcome).toBe('handled');
    await setStates({ 'lock.front_door': 'locked' });
  });

  it('stays locked when the model sends the call with confirm in the same turn, before the user answered', async () => {
    const before = unlockCalls().length;
    const { spoken } = await heldTurn('unlock the front door', [unlock, confirmedUnlock], {
      conversationId: 'lock-same-turn',
    });
    expect(spoken.text).toBe(QUESTION);
    expect(unlockCalls()).toHaveLength(before);
    expect(simulator.state('lock.front_door')?.state).toBe('locked');
  });

  it('stays locked when the next reply is not a yes, even if the model sends confirm', async () => {
    const conversationId = 'lock-declined';
    const before = unlockCalls().length;
    await heldTurn('unlock the front door', [unlock], { conversationId });
    const declined = await turn('no, leave it locked', [[confirmedUnlock]], 'Okay, it stays locked.', {
      conversationId,
    });
    const result = only(only(declined.reported));
    expect(result.ok).toBe(false);
    expect(result.needsConfirmation).toBeUndefined();
    expect(String(result.error)).toMatch(/did not confirm/);
    expect(unlockCalls()).toHaveLength(before);
    expect(simulator.state('lock.front_door')?.state).toBe('locked');
    expect(declined.spoken.outcome).toBe('handled');
  });

  it('stays locked when a different conversation says yes', async () => {
    const before = unlockCalls().length;
    await heldTurn('unlock the front door', [unlock], { conversationId: 'lock-asker' });
    const other = await heldTurn('yes', [confirmedUnlock], { conversationId: 'lock-bystander' });
    expect(other.spoken.text).toBe(QUESTION);
    expect(unlockCalls()).toHaveLength(before);
    expect(simulator.state('lock.front_door')?.state).toBe('locked');
  });
});

describe('reading and services', () => {
  it('answers a history aggregate over the seeded bedroom temperature', async () => {
    const { reported, calls, spoken } = await turn(
      'how warm was the bedroom in the last day?',
      [
        [
          {
            name: 'history',
            arguments: {
              targets: ['bedroom temperature'],
              duration: '24h',
              aggregates: ['min', 'max', 'avg', 'count'],
            },
          },
        ],
      ],
      'Between 17 and 21.5 degrees.',
    );
    expect(calls).toEqual([]);
    const result = only(only(reported));
    expect(result.ok).toBe(true);
    const aggregate = only(
      result.results as {
        entity_id: string;
        min: number;
        max: number;
        avg: number;
        count: number;
        unit: string;
      }[],
    );
    expect(aggregate.entity_id).toBe('sensor.bedroom_temperature');
    expect(aggregate.unit).toBe('°C');
    // The same range read straight from the simulated recorder must give the same numbers.
    const range = result.range as { start: string; end: string };
    const recorded = await recordedStates('sensor.bedroom_temperature', range.start, range.end);
    expect(recorded.length).toBeGreaterThanOrEqual(40); // a row every 30 min over a day
    expect(aggregate.count).toBe(recorded.length);
    expect(aggregate.min).toBe(Math.min(...recorded));
    expect(aggregate.max).toBe(Math.max(...recorded));
    expect(aggregate.max - aggregate.min).toBeGreaterThan(2); // most of the seeded 17–21.5 °C daily swing
    expect(aggregate.avg).toBeGreaterThan(aggregate.min);
    expect(aggregate.avg).toBeLessThan(aggregate.max);
    expect(spoken.outcome).toBe('handled');
  });

  it('feeds the weather forecast from weather.get_forecasts back to the model', async () => {
    const { reported, calls, spoken } = await turn(
      'what is the weather tomorrow?',
      [
        [
          {
            name: 'service',
            arguments: {
              domain: 'weather',
              service: 'get_forecasts',
              entity_ids: ['weather.home'],
              data: { type: 'daily' },
            },
          },
        ],
      ],
      'Tomorrow looks mild.',
    );
    const call = only(calls);
    expect(call).toMatchObject({ domain: 'weather', service: 'get_forecasts', returnResponse: true });
    expect(call.data.type).toBe('daily');
    const result = only(only(reported));
    expect(result.ok).toBe(true);
    const response = result.response as Record<
      string,
      { forecast: { datetime: string; temperature: number }[] }
    >;
    const forecast = response['weather.home']?.forecast ?? [];
    expect(forecast.length).toBeGreaterThan(1);
    expect(typeof forecast[0]?.datetime).toBe('string');
    expect(typeof forecast[0]?.temperature).toBe('number');
    expect(spoken.text).toBe('Tomorrow looks mild.');
  });

  it('adds an item to the shopping list and reports the new count', async () => {
    const openBefore = Number(simulator.state('todo.shopping_list')?.state);
    const { reported, calls, spoken } = await turn(
      'put oat milk on the shopping list',
      [[{ name: 'todo', arguments: { action: 'add', item: 'Oat milk' } }]],
      'Oat milk is on the shopping list.',
    );
    const call = only(calls);
    expect(call).toMatchObject({ domain: 'todo', service: 'add_item', data: { item: 'Oat milk' } });
    expect(targetIds(call)).toEqual(['todo.shopping_list']);
    expect(Number(simulator.state('todo.shopping_list')?.state)).toBe(openBefore + 1);
    const result = only(only(reported));
    expect(result).toMatchObject({
      ok: true,
      item: 'Oat milk',
      done: 'add',
      open_items: String(openBefore + 1),
    });

    const listed = await turn(
      'what is on the shopping list?',
      [[{ name: 'todo', arguments: { action: 'list' } }]],
      'Milk, eggs, bread and oat milk.',
    );
    const items = only(only(listed.reported)).items as { item: string }[];
    expect(items.map((entry) => entry.item)).toContain('Oat milk');
    expect(spoken.outcome).toBe('handled');
  });
});
