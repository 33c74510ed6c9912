// Exposed scripts as typed tools, end to end: the model sees each described script as a tool whose
// parameters are its fields, calls it with typed arguments (which reach Home Assistant as the script's
// variables), is refused out of range before anything runs, and a script that would unlock still needs
// the spoken yes. Real sockets: the simulated home, Hearth's Wyoming port, the scripted model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { estimateTokens } from '../src/tools/index.js';
import { MAX_SCRIPT_TOOLS, SCRIPT_TOOLS_TOKEN_BUDGET } from '../src/tools/script-tools.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth;

const movieNight = {
  volume: {
    name: 'Volume',
    description: 'TV volume',
    required: true,
    selector: { number: { min: 0, max: 100 } },
  },
  mode: { selector: { select: { options: ['film', { value: 'series', label: 'Series' }] } } },
  subtitles: { description: 'Show subtitles', selector: { boolean: {} } },
  note: { description: 'What to say on the TV', selector: { text: {} } },
};

beforeAll(async () => {
  simulator = await startSimulator();
  simulator.addEntity({
    entityId: 'script.movie_night',
    state: 'off',
    name: 'Movie Night',
    exposed: true,
    scriptDescription: 'Dims the living room, closes the blinds and starts the TV.',
    fields: movieNight,
    sequence: [{ action: 'light.turn_off', target: { entity_id: 'light.living_room_floor_lamp' } }],
  });
  simulator.addEntity({
    entityId: 'script.welcome_home',
    state: 'off',
    name: 'Welcome Home',
    exposed: true,
    scriptDescription: 'Lets guests in.',
    sequence: [{ action: 'lock.unlock', target: { entity_id: 'lock.front_door' } }],
  });
  simulator.addEntity({
    entityId: 'script.undocumented',
    state: 'off',
    name: 'Undocumented',
    exposed: true,
    fields: { level: { selector: { number: { min: 1, max: 3 } } } },
  });
  simulator.addEntity({
    entityId: 'script.secret_plan',
    state: 'off',
    name: 'Secret Plan',
    exposed: false,
    scriptDescription: 'Not for the assistant.',
  });
  for (let index = 0; index < MAX_SCRIPT_TOOLS + 4; index += 1) {
    simulator.addEntity({
      entityId: `script.zz_scene_${index}`,
      state: 'off',
      name: `Scene ${index}`,
      exposed: true,
      scriptDescription: `Sets up scene ${index}.`,
      fields: { level: { selector: { number: { min: 1, max: 5 } } } },
    });
  }
  model = await startScriptedModel({ fallback: () => say('Okay.') });
  hearth = await startTestHearth({ modelUrl: model.url, simulator, options: { memory: false } });
  await hearth.homeReady();
});

afterAll(async () => {
  await hearth?.close({ removeData: true });
  await model?.close();
  await simulator?.close();
});

function offeredTools(): { name: string; description?: string; parameters?: unknown }[] {
  return (model.requests.at(-1)?.body.tools ?? []).map((tool) => tool.function);
}

const scriptCalls = (name: string) =>
  simulator.serviceCalls.filter((call) => call.domain === 'script' && call.service === name);

describe('scripts as tools', () => {
  it('offers each exposed, described script as a tool whose parameters are its fields', async () => {
    await hearth.ask('hello', { conversationId: 'offer' });
    const tools = offeredTools();
    const movie = tools.find((tool) => tool.name === 'movie_night');
    expect(movie?.description).toBe(
      'Runs script "Movie Night": Dims the living room, closes the blinds and starts the TV.',
    );
    expect(movie?.parameters).toMatchObject({
      type: 'object',
      properties: {
        // The range is in the words the model reads (the parse refuses 300 and names the bound).
        volume: { type: 'integer', description: 'TV volume (0–100)' },
        mode: { type: 'string', enum: ['film', 'series'] },
        subtitles: { type: 'boolean', description: 'Show subtitles' },
        note: { type: 'string', description: 'What to say on the TV' },
        confirm: { type: 'boolean' },
      },
      required: ['volume'],
    });
    expect(movie?.parameters).not.toHaveProperty('properties.volume.maximum');
    expect(tools.map((tool) => tool.name)).toContain('welcome_home');
    // No description: reachable through control and search as before, not as a tool of its own.
    expect(tools.map((tool) => tool.name)).not.toContain('undocumented');
    expect(tools.map((tool) => tool.name)).not.toContain('secret_plan');
  });

  it('runs the script with typed arguments as its variables', async () => {
    model.enqueue(
      callTools([{ name: 'movie_night', arguments: { volume: 30, mode: 'series', subtitles: true } }]),
      say('Movie night is on, volume 30.'),
    );
    const answer = await hearth.ask('movie night with the volume at 30, a series, with subtitles', {
      conversationId: 'typed',
    });
    expect(answer.text).toBe('Movie night is on, volume 30.');
    expect(scriptCalls('movie_night').at(-1)?.data).toEqual({ volume: 30, mode: 'series', subtitles: true });
  });

  it('refuses an argument out of range or off the list before anything runs', async () => {
    const before = scriptCalls('movie_night').length;
    model.enqueue(
      callTools([{ name: 'movie_night', arguments: { volume: 300 } }]),
      callTools([{ name: 'movie_night', arguments: { volume: 20, mode: 'opera' } }]),
      say('The volume goes up to 100.'),
    );
    await hearth.ask('movie night at volume 300', { conversationId: 'range' });
    expect(scriptCalls('movie_night').length).toBe(before);
    const results = (model.requests.at(-1)?.body.messages ?? [])
      .filter((message) => message.role === 'tool')
      .map((message) => JSON.parse(String(message.content)) as { ok: boolean; error?: string });
    expect(results.map((result) => result.ok)).toEqual([false, false]);
    expect(results[0]?.error).toMatch(/volume/);
    expect(results[0]?.error).toMatch(/<=100/);
    expect(results[1]?.error).toMatch(/film|series/);
  });

  it('asks for a yes before a script that would unlock, and runs it after the yes', async () => {
    simulator.setState({ entityId: 'lock.front_door', state: 'locked' });
    model.enqueue(callTools([{ name: 'welcome_home', arguments: {} }]));
    const asked = await hearth.ask('let the guests in', { conversationId: 'unlocking' });
    expect(asked.text).toMatch(/\?/);
    expect(scriptCalls('welcome_home')).toHaveLength(0);
    model.enqueue(callTools([{ name: 'welcome_home', arguments: { confirm: true } }]), say('Door open.'));
    await hearth.ask('yes', { conversationId: 'unlocking' });
    expect(scriptCalls('welcome_home')).toHaveLength(1);
    expect(scriptCalls('welcome_home')[0]?.data).toEqual({});
  });

  it('offers at most a few scripts as tools; the others stay reachable through control', async () => {
    await hearth.ask('hello', { conversationId: 'many' });
    const scripts = offeredTools().filter((tool) =>
      /^(movie_night|welcome_home|zz_scene_\d+)$/.test(tool.name),
    );
    expect(scripts.length).toBe(MAX_SCRIPT_TOOLS);
    // In name order, so the list (and the model server's cached prefix) stays the same from turn to turn.
    expect(scripts.map((tool) => tool.name)).toEqual([...scripts.map((tool) => tool.name)].sort());
    const cost = scripts.reduce((sum, tool) => sum + estimateTokens(JSON.stringify(tool)), 0);
    expect(cost).toBeLessThanOrEqual(SCRIPT_TOOLS_TOKEN_BUDGET);
    expect(offeredTools().map((tool) => tool.name)).toContain('control');
  });
});
