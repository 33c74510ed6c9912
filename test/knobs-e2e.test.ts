// The tuning options of issue 16 end to end: a Wyoming client → Hearth → the scripted model → tools →
// the simulated Home Assistant. Each option's effect is read from what the model server received and
// from what happened in the simulated home.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/simulator/index.js';
import type { Simulator } from '../src/simulator/index.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import {
  callTools,
  say,
  startScriptedModel,
  type ScriptedModel,
  type ScriptedRequest,
} from './support/scripted-model.js';

let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth | undefined;

beforeAll(async () => {
  simulator = await startSimulator();
  model = await startScriptedModel();
});

afterEach(async () => {
  await hearth?.close({ removeData: true });
  hearth = undefined;
  simulator.setServiceBehaviour('light.turn_on', undefined);
});

afterAll(async () => {
  await model.close();
  await simulator.close();
});

async function start(options: Record<string, unknown>): Promise<TestHearth> {
  hearth = await startTestHearth({ modelUrl: model.url, simulator, options });
  await hearth.homeReady();
  return hearth;
}

function systemMessage(request: ScriptedRequest | undefined): string {
  return request?.body.messages?.find((message) => message.role === 'system')?.content ?? '';
}

/** The tool results the model read in `request`, parsed, in order. */
function toolResults(request: ScriptedRequest | undefined): Record<string, unknown>[] {
  return (
    (request?.body.messages ?? [])
      .filter((message) => message.role === 'tool')
      // A wrap-up request carries its note after the last result's JSON, on a line of its own.
      .map((message) => JSON.parse((message.content ?? 'null').split('\n\n')[0]!) as Record<string, unknown>)
  );
}

describe('top_p', () => {
  it('sends top_p when it is set below 1, and leaves it out by default', async () => {
    await start({ top_p: 0.85 });
    model.enqueue(say('Hello.'));
    await hearth!.ask('hello');
    expect(model.requests.at(-1)?.body.top_p).toBe(0.85);
    await hearth!.close({ removeData: true });

    await start({});
    model.enqueue(say('Hello.'));
    await hearth!.ask('hello');
    expect(model.requests.at(-1)?.body).not.toHaveProperty('top_p');
  });
});

describe('max_tool_calls', () => {
  it('runs no more calls than allowed in a turn, then tells the model to answer', async () => {
    await start({ max_tool_calls: 3 });
    const before = simulator.serviceCalls.length;
    const turnOn = (target: string) => ({
      name: 'control',
      arguments: { action: 'turn_on', targets: [target] },
    });
    model.enqueue(
      callTools([turnOn('kitchen ceiling'), turnOn('hallway light')]),
      callTools([turnOn('garage light'), turnOn('guest room light')]),
      say('I turned on three of the lights.'),
    );
    const result = await hearth!.ask('turn on the kitchen, hallway, garage and guest room lights');

    expect(result.text).toBe('I turned on three of the lights.');
    expect(simulator.serviceCalls.slice(before).map((call) => call.target?.entity_id)).toEqual([
      ['light.kitchen_ceiling'],
      ['light.hallway'],
      ['light.garage'],
    ]);
    expect(simulator.state('light.guest_room')?.state).toBe('off');
    const last = model.requests.at(-1);
    const results = toolResults(last);
    expect(results.at(-1)).toMatchObject({ ok: false, error: expect.stringMatching(/all 3 tool calls/) });
    // The note ends the last tool result: a system message after the first is one several templates reject.
    expect((last?.body.messages ?? []).filter((message) => message.role === 'system')).toHaveLength(1);
    expect(last?.body.messages?.at(-1)?.content).toMatch(/every tool call allowed/);
  });
});

describe('tool_timeout', () => {
  it('stops a tool call that takes too long and gives the model a timeout value', async () => {
    await start({ tool_timeout: 1 });
    simulator.setServiceBehaviour('light.turn_on', { delayMs: 8_000 });
    expect(simulator.state('light.bathroom')?.state).toBe('off');
    model.enqueue(
      callTools([{ name: 'control', arguments: { action: 'turn_on', targets: ['bathroom light'] } }]),
      say('That took too long, sorry.'),
    );
    const result = await hearth!.ask('turn on the bathroom light');

    expect(result.text).toBe('That took too long, sorry.');
    expect(toolResults(model.requests.at(-1))[0]).toMatchObject({
      ok: false,
      code: 'timeout',
      error: expect.stringMatching(/control did not finish within 1 second/),
    });
    // The answer came while Home Assistant was still busy: the call was abandoned, not waited for.
    expect(simulator.state('light.bathroom')?.state).toBe('off');
  });
});

describe('domain_allowlist', () => {
  it('makes an entity outside the list invisible in the prompt, unresolvable and not controllable', async () => {
    // The id list and a short index (areas and counts), so the search and areas tools are offered too.
    await start({ domain_allowlist: ['light', 'climate'], entity_enum_limit: 150, prompt_token_budget: 200 });
    const before = simulator.serviceCalls.length;
    model.enqueue(
      callTools([
        { name: 'control', arguments: { action: 'turn_on', targets: ['coffee machine'] } },
        { name: 'control', arguments: { action: 'turn_on', entity_ids: ['switch.coffee_machine'] } },
        { name: 'search', arguments: { query: 'coffee machine' } },
        { name: 'query', arguments: { entity_ids: ['switch.coffee_machine'] } },
        {
          name: 'service',
          arguments: { domain: 'switch', service: 'turn_on', entity_ids: ['switch.coffee_machine'] },
        },
        { name: 'areas', arguments: { area: 'kitchen' } },
      ]),
      say('I cannot reach the coffee machine.'),
    );
    const result = await hearth!.ask('turn on the coffee machine');
    expect(result.text).toBe('I cannot reach the coffee machine.');

    const first = model.requests.at(-2);
    const prompt = systemMessage(first);
    expect(prompt).toContain('"Kitchen"');
    expect(prompt).not.toMatch(/coffee|switch/i);
    const tools = JSON.stringify(first?.body.tools);
    expect(tools).toContain('light.kitchen_ceiling');
    expect(tools).not.toContain('switch.coffee_machine');

    const [byName, byId, search, query, service, area] = toolResults(model.requests.at(-1));
    for (const answer of [byName, byId, query, service]) expect(answer).toMatchObject({ ok: false });
    // Not even "not exposed": for the model the entity does not exist.
    expect(JSON.stringify([byName, byId, query, service])).not.toMatch(/not exposed/i);
    expect(JSON.stringify(search)).not.toMatch(/coffee_machine/);
    expect(JSON.stringify(area)).toContain('light.kitchen_ceiling');
    expect(JSON.stringify(area)).not.toMatch(/coffee_machine|kitchen_speaker/);
    expect(simulator.serviceCalls.slice(before)).toEqual([]);
    expect(simulator.state('switch.coffee_machine')?.state).toBe('off');
  });

  it('still controls what the list allows', async () => {
    await start({ domain_allowlist: ['light'] });
    model.enqueue(
      callTools([{ name: 'control', arguments: { action: 'turn_on', targets: ['dining room pendant'] } }]),
      say('Done.'),
    );
    await hearth!.ask('turn on the dining room pendant');
    expect(toolResults(model.requests.at(-1))[0]).toMatchObject({ ok: true });
    expect(simulator.state('light.dining_room_pendant')?.state).toBe('on');
  });
});

describe('system_prompt', () => {
  it('replaces the prompt, fills {{home}}, and gives {{time}} and {{area}} in the context block, keeping it stable', async () => {
    const template =
      'You are Jarvis. Answer dryly.\nThe house:\n{{ home }}\nNow: {{time}}. User in {{area}}.';
    await start({ system_prompt: template, extra_instructions: 'Call me Sam.' });
    expect(hearth!.logs.some((line) => /extra_instructions is ignored/.test(String(line.msg)))).toBe(true);
    model.enqueue(say('Yes.'), say('Yes.'));
    await hearth!.ask('hello', { deviceId: 'satellite_kitchen' });
    await hearth!.ask('hello again');
    const [first, second] = model.requests.slice(-2).map(systemMessage);

    expect(first).toMatch(/^You are Jarvis\. Answer dryly\.\nThe house:\n/);
    expect(first).toContain('Kitchen Ceiling');
    expect(first).toMatch(
      /Now: the time in the <context> block\. User in the area in the <context> block\.$/,
    );
    expect(first).not.toMatch(/You are Hearth|Call me Sam|\{\{/);
    expect(second).toBe(first);
    const [asked, askedAgain] = model.requests
      .slice(-2)
      .map((request) => request.body.messages?.at(-1)?.content);
    expect(asked).toMatch(/^<context>\nNow: \w+day \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(.+\)\.\n/);
    expect(asked).toContain('area "Kitchen"');
    expect(askedAgain).not.toContain('area "');
  });
});
