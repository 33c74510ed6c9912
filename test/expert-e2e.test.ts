// The expert model end to end: a Wyoming client → Hearth → the main scripted model, which calls
// ask_expert → a second scripted model (the expert) whose answer streams into handled-chunks while it
// is still being written. What each model server received shows what the expert saw and what the main
// model got back; the simulated home and the trace show the rest.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/simulator/index.js';
import type { Simulator } from '../src/simulator/index.js';
import { transcript } from '../src/wyoming/index.js';
import { collectTurn, startTestHearth, type TestHearth } from './support/hearth.js';
import {
  callTools,
  fail,
  say,
  startScriptedModel,
  type ScriptedModel,
  type ScriptedRequest,
} from './support/scripted-model.js';

const EXPERT_KEY = 'sk-expert-secret-key-9876543210';
const QUESTION = 'Why is the sky blue?';
const ANSWER =
  'Sunlight scatters off the molecules of the air. Blue light has a short wavelength, so it scatters the most. ' +
  'That scattered blue light reaches your eyes from every part of the sky.';

let simulator: Simulator;
let main: ScriptedModel;
let expert: ScriptedModel;
let hearth: TestHearth | undefined;

beforeAll(async () => {
  simulator = await startSimulator();
  main = await startScriptedModel();
  expert = await startScriptedModel({ models: ['expert-model'] });
});

afterEach(async () => {
  await hearth?.close({ removeData: true });
  hearth = undefined;
});

afterAll(async () => {
  await expert.close();
  await main.close();
  await simulator.close();
});

async function start(options: Record<string, unknown> = {}): Promise<TestHearth> {
  hearth = await startTestHearth({
    modelUrl: main.url,
    simulator,
    options: {
      expert_base_url: expert.url,
      expert_api_key: EXPERT_KEY,
      expert_model: 'expert-model',
      ...options,
    },
  });
  await hearth.homeReady();
  return hearth;
}

const askExpert = callTools([{ name: 'ask_expert', arguments: { question: QUESTION } }]);

function toolNames(request: ScriptedRequest | undefined): string[] {
  return (request?.body.tools ?? []).map((tool) => tool.function.name);
}

function toolMessages(request: ScriptedRequest | undefined): Record<string, unknown>[] {
  return (request?.body.messages ?? [])
    .filter((message) => message.role === 'tool')
    .map((message) => JSON.parse(message.content ?? 'null') as Record<string, unknown>);
}

function everything(test: TestHearth): string {
  return (
    JSON.stringify(test.logs) +
    JSON.stringify(test.hearth.traces.list().map((t) => test.hearth.traces.get(t.id)))
  );
}

describe('ask_expert', () => {
  it('is offered only when an expert model is configured', async () => {
    hearth = await startTestHearth({ modelUrl: main.url, simulator });
    main.enqueue(say('Hi.'));
    await hearth.ask('hello');
    expect(toolNames(main.requests.at(-1))).not.toContain('ask_expert');
    await hearth.close({ removeData: true });

    await start();
    main.enqueue(say('Hi.'));
    await hearth.ask('hello');
    expect(toolNames(main.requests.at(-1))).toEqual(expect.arrayContaining(['control', 'ask_expert']));
  });

  it('keeps its name when tools.yaml defines a tool called ask_expert', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-expert-tools-'));
    writeFileSync(
      join(dir, 'tools.yaml'),
      'tools:\n  - name: ask_expert\n    description: Not the expert.\n    kind: template\n    template: "no"\n',
    );
    hearth = await startTestHearth({
      modelUrl: main.url,
      simulator,
      options: { expert_base_url: expert.url, expert_model: 'expert-model' },
      env: { HEARTH_TOOLS_FILE: join(dir, 'tools.yaml') },
    });
    main.enqueue(say('Hi.'));
    await hearth.ask('hello');
    const offered = main.requests.at(-1)?.body.tools ?? [];
    expect(offered.filter((tool) => tool.function.name === 'ask_expert')).toHaveLength(1);
    expect(offered.find((tool) => tool.function.name === 'ask_expert')?.function.description).toMatch(
      /stronger expert model/,
    );
    expect(JSON.stringify(hearth.logs)).toMatch(/"ask_expert\\" is one of Hearth's own tools/);
    rmSync(dir, { recursive: true, force: true });
  });

  it("speaks the expert's answer as the turn's answer, and the main model is not asked to repeat it", async () => {
    await start({ expert_max_tokens: 900 });
    const mainBefore = main.requests.length;
    main.enqueue(
      callTools([{ name: 'ask_expert', arguments: { question: QUESTION } }], { text: 'Let me ask.' }),
    );
    expert.enqueue(say(ANSWER));
    const result = await hearth!.ask('why is the sky blue', { conversationId: 'sky' });

    expect(result.outcome).toBe('handled');
    expect(result.chunks).toEqual([
      'Let me ask.',
      'Sunlight scatters off the molecules of the air.',
      'Blue light has a short wavelength, so it scatters the most.',
      'That scattered blue light reaches your eyes from every part of the sky.',
    ]);
    expect(result.text).toBe(`Let me ask. ${ANSWER}`);
    // One main request: the turn ended with the expert's words, so nothing can repeat them.
    expect(main.requests.length - mainBefore).toBe(1);

    // The next turn's history: the expert's words are the assistant's answer, the tool message says so.
    main.enqueue(say('You are welcome.'));
    await hearth!.ask('thanks', { conversationId: 'sky' });
    const history = main.requests.at(-1)?.body.messages ?? [];
    const toolIndex = history.findIndex((message) => message.role === 'tool');
    expect(JSON.parse(history[toolIndex]?.content ?? '{}')).toMatchObject({ ok: true, spoken: true });
    expect(history[toolIndex + 1]).toMatchObject({ role: 'assistant', content: ANSWER });
  });

  it('sends the expert the question alone: no home tools, no home names, its own key and token cap', async () => {
    await start({ expert_max_tokens: 321 });
    main.enqueue(askExpert);
    expert.enqueue(say('Rayleigh scattering.'));
    await hearth!.ask('why is the sky blue');

    const request = expert.requests.at(-1)!;
    expect(request.body).not.toHaveProperty('tools');
    expect(request.body).not.toHaveProperty('tool_choice');
    expect(request.body).toMatchObject({ model: 'expert-model', max_tokens: 321, stream: true });
    const messages = request.body.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[1]?.content).toBe(QUESTION);
    expect(JSON.stringify(messages)).not.toMatch(/Kitchen|light\.|control/);
    // The scripted server redacts what it records; that a key came at all is what it can show.
    expect(request.headers.authorization).toBe('[redacted]');
  });

  it('streams the answer into handled-chunks while the expert is still writing', async () => {
    await start({ expert_timeout: 3 });
    main.enqueue(askExpert, say('Sorry, the expert took too long to finish.'));
    // The first sentence and a few words, then the expert stalls for good.
    expert.enqueue(
      say('Sunlight scatters off the air. Blue scatters the most and', {
        chunkSize: [31, 10, 10, 10],
        interrupt: { afterEvents: 3, how: 'hang' },
      }),
    );
    const client = await hearth!.connect();
    try {
      await client.write(transcript('why is the sky blue', { language: 'en' }));
      const first = await client.read({ timeoutMs: 15_000 });
      expect(first?.type).toBe('handled-start');
      const chunk = await client.read({ timeoutMs: 15_000 });
      const chunkAt = performance.now();
      expect(chunk).toMatchObject({
        type: 'handled-chunk',
        data: { text: 'Sunlight scatters off the air.' },
      });
      // The expert has not finished (it never will): the user heard its first sentence meanwhile.
      expect(main.requests.at(-1)?.body.messages?.some((message) => message.role === 'tool')).toBe(false);
      const rest = await collectTurn(client, 15_000);
      expect(rest.chunks).toEqual(['Blue scatt…', 'Sorry, the expert took too long to finish.']);
      expect(chunkAt).toBeLessThan(main.requests.at(-1)!.receivedAt);
    } finally {
      client.close();
    }
    const [result] = toolMessages(main.requests.at(-1));
    expect(result).toMatchObject({ ok: false, code: 'timeout' });
    expect(String(result?.error)).toMatch(/did not finish within 3 seconds.*already heard the beginning/s);
    expect(hearth!.logs.some((line) => /the expert could not answer/.test(String(line.msg)))).toBe(true);
  });

  it('stops an expert that writes past its token cap', async () => {
    await start({ expert_max_tokens: 16 });
    main.enqueue(askExpert);
    const long = Array.from({ length: 60 }, (_, index) => `Sentence number ${index + 1} is here.`).join(' ');
    expert.enqueue(say(long));
    const result = await hearth!.ask('tell me everything');

    expect(result.outcome).toBe('handled');
    expect(result.text.length).toBeLessThan(long.length / 4);
    expect(result.text).toMatch(/^Sentence number 1 is here\. .*…$/);
    const trace = hearth!.hearth.traces.get(hearth!.hearth.traces.list()[0]!.id);
    expect(trace?.toolCalls[0]?.result).toContain('"cut_short":true');
  });

  it('ends an expert stopped right after a whole sentence with that sentence, not with "…"', async () => {
    await start();
    main.enqueue(askExpert);
    expert.enqueue(say('Well.', { finishReason: 'length' }));
    const result = await hearth!.ask('why is the sky blue');
    expect(result.outcome).toBe('handled');
    expect(result.text).toBe('Well.');
  });

  it("names the expert's own options in the hint when the expert refuses its key", async () => {
    await start();
    main.enqueue(askExpert, say('Sorry.'));
    expert.enqueue(fail(401, { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } }));
    await hearth!.ask('why is the sky blue');
    const hints = hearth!.logs
      .filter((line) => line.layer === 'expert' && typeof line.hint === 'string')
      .map((line) => String(line.hint));
    expect(hints.length).toBeGreaterThan(0);
    expect(hints.every((hint) => !/llm_|turn_timeout/.test(hint))).toBe(true);
    expect(hints.some((hint) => hint.includes('expert_api_key'))).toBe(true);
  });

  it('gives the main model a clear error when the expert refuses its key, and the user hears an apology', async () => {
    await start();
    main.enqueue(askExpert, say('Sorry, I could not reach the expert.'));
    expert.enqueue(
      fail(401, { error: { message: `Incorrect API key provided: ${EXPERT_KEY}`, code: 'invalid_api_key' } }),
    );
    const result = await hearth!.ask('why is the sky blue');

    expect(result.text).toBe('Sorry, I could not reach the expert.');
    const [value] = toolMessages(main.requests.at(-1));
    expect(value).toMatchObject({ ok: false, code: 'unauthorized' });
    expect(String(value?.error)).toMatch(/refused the API key \(401\): Incorrect API key provided/);
    const trace = hearth!.hearth.traces.get(hearth!.hearth.traces.list()[0]!.id);
    expect(trace?.toolCalls[0]?.result).toMatch(/Incorrect API key provided/);
    expect(
      hearth!.logs.some((line) => line.layer === 'expert' && /Incorrect API key/.test(JSON.stringify(line))),
    ).toBe(true);
    // The key is in no log line, trace, or what the main model read.
    expect(everything(hearth!) + JSON.stringify(main.requests.map((request) => request.body))).not.toContain(
      EXPERT_KEY,
    );
  });

  it('says the expert is unreachable when nothing answers at its address', async () => {
    await start({ expert_base_url: 'http://127.0.0.1:9/v1' });
    main.enqueue(askExpert, say('Sorry, the expert is not available.'));
    const result = await hearth!.ask('why is the sky blue');
    expect(result.text).toBe('Sorry, the expert is not available.');
    expect(toolMessages(main.requests.at(-1))[0]).toMatchObject({
      ok: false,
      code: 'unavailable',
      error: expect.stringMatching(/Cannot reach the model server/),
    });
  });

  it('lets the main model go on after a step that also ran home tools, telling it the answer was spoken', async () => {
    await start();
    main.enqueue(
      callTools([
        { name: 'ask_expert', arguments: { question: QUESTION } },
        { name: 'control', arguments: { action: 'turn_on', targets: ['guest room light'] } },
      ]),
      say('And the guest room light is on.'),
    );
    expert.enqueue(say('Because of Rayleigh scattering.'));
    const result = await hearth!.ask('turn on the guest room light and tell me why the sky is blue');

    expect(result.chunks).toEqual(['Because of Rayleigh scattering.', 'And the guest room light is on.']);
    const [answer, control] = toolMessages(main.requests.at(-1));
    expect(answer).toMatchObject({
      ok: true,
      spoken: true,
      answer: 'Because of Rayleigh scattering.',
      note: expect.stringMatching(/already spoken.*do not repeat/),
    });
    expect(control).toMatchObject({ ok: true });
    expect(simulator.state('light.guest_room')?.state).toBe('on');
  });
});
