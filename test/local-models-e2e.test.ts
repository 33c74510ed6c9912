// Issue 23 end to end over real sockets: Hearth pointed at an Ollama `/v1` address finds Ollama and talks
// to it through its native API with Home Assistant's knobs; a tool call there controls the simulated
// home; the model and its prompt prefix are warmed at start and again after Hearth's own background
// requests; a context too small for the prompt is said at start and in the turn's log, with what to set.
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/simulator/index.js';
import type { Simulator } from '../src/simulator/types.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { startScriptedOllama, type OllamaRequest, type ScriptedOllama } from './support/scripted-ollama.js';

let ollama: ScriptedOllama | undefined;
let openai: ScriptedModel | undefined;
let simulator: Simulator | undefined;
let hearth: TestHearth | undefined;

afterEach(async () => {
  await hearth?.close({ removeData: true });
  await ollama?.close();
  await openai?.close();
  await simulator?.close();
  hearth = undefined;
});

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const isWarmUp = (request: OllamaRequest): boolean => request.body.options?.num_predict === 1;
const questions = (server: ScriptedOllama): OllamaRequest[] =>
  server
    .chats()
    .filter(
      (request) => !isWarmUp(request) && request.body.tools?.some((tool) => tool.function.name === 'control'),
    );

describe('Hearth on Ollama', () => {
  it("controls the home through Ollama's native API, with num_ctx, keep_alive and thinking as set", async () => {
    ollama = await startScriptedOllama();
    simulator = await startSimulator();
    hearth = await startTestHearth({
      modelUrl: ollama.url,
      simulator,
      options: { context_window: 16384, keep_alive: '30m' },
    });
    await hearth.homeReady();
    ollama.enqueue(
      callTools([{ name: 'control', arguments: { action: 'turn_on', targets: ['kitchen ceiling'] } }]),
      say('The kitchen light is on.'),
    );
    const answer = await hearth.ask('turn on the kitchen light');
    expect(answer.outcome).toBe('handled');
    expect(answer.text).toBe('The kitchen light is on.');
    expect(simulator.state('light.kitchen_ceiling')?.state).toBe('on');

    const [first, second] = ollama.chats();
    expect(ollama.requests[0]?.path).toBe('/api/version');
    expect(ollama.requests.some((request) => request.path.startsWith('/v1/'))).toBe(false);
    for (const request of [first, second]) {
      expect(request?.body).toMatchObject({
        model: 'scripted-model',
        keep_alive: '30m',
        think: false,
        options: { num_ctx: 16384, num_predict: 500 },
      });
    }
    // The tool call went back with its arguments as an object, and its result names the tool.
    const messages = second?.body.messages ?? [];
    expect(messages.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [
        { function: { name: 'control', arguments: { action: 'turn_on', targets: ['kitchen ceiling'] } } },
      ],
    });
    expect(messages.at(-1)).toMatchObject({ role: 'tool', tool_name: 'control' });
    expect(JSON.parse(String(messages.at(-1)?.content))).toMatchObject({ ok: true });
  });

  it('warms the model with the prompt prefix at start, and again after a background request', async () => {
    ollama = await startScriptedOllama();
    hearth = await startTestHearth({
      modelUrl: ollama.url,
      env: { HEARTH_MODEL_WARMUP: '1' },
      deps: { memoryExtractAfterMs: 200 },
    });
    await hearth.homeReady();
    await until(() => ollama!.chats().some(isWarmUp), 'the warm-up request');
    const warm = ollama.chats().find(isWarmUp)!;
    expect(warm.body.options).toMatchObject({ num_ctx: 8192, num_predict: 1 });
    expect(warm.body.keep_alive).toBe(-1);

    ollama.enqueue(say('Good to know.'));
    await hearth.ask('My daughter Mia is allergic to peanuts, keep that in mind', { conversationId: 'mia' });
    const question = questions(ollama).at(-1)!;
    // The warm-up held exactly what a question begins with: the same tools, the same instructions.
    expect(warm.body.tools).toEqual(question.body.tools);
    const system = (request: OllamaRequest): string =>
      String(request.body.messages?.[0]?.content).split('\nNow')[0]!;
    expect(system(warm)).toBe(system(question));

    // The memory extraction (a background request) leaves its own prompt in a one-slot cache: re-warmed.
    ollama.enqueue(say('{"memories":[{"fact":"Mia is allergic to peanuts.","about":"Mia","importance":4}]}'));
    const before = ollama.chats().length;
    await until(() => ollama!.chats().length >= before + 2, 'the extraction and the re-warm', 10_000);
    const [extraction, rewarm] = ollama.chats().slice(before);
    expect(extraction?.body.messages?.[0]?.content).toContain('durable facts');
    expect(rewarm && isWarmUp(rewarm)).toBe(true);
    expect(rewarm?.body.tools).toEqual(question.body.tools);
  });

  it('says at start and in the log that the context is too small, naming the option to raise', async () => {
    ollama = await startScriptedOllama();
    hearth = await startTestHearth({
      modelUrl: ollama.url,
      options: { context_window: 1024 },
      env: { HEARTH_STARTUP_CHECK: '1' },
    });
    ollama.enqueue(callTools([{ name: 'check_connection', arguments: {} }]));
    await hearth.hearth.endpointCheck;
    await until(
      () => hearth!.logs.some((entry) => String(entry.msg).startsWith('Model context:')),
      'the context line',
    );
    const line = hearth.logs.find((entry) => String(entry.msg).startsWith('Model context:'))!;
    expect(line.level).toBe(50);
    expect(line.msg).toContain(
      "do not fit the model's context of 1024 tokens (the context_window option (num_ctx))",
    );
    expect(String(line.hint)).toMatch(/Raise the context_window option .* to at least \d+/);

    const chatsBefore = ollama.chats().length;
    const answer = await hearth.ask('is the garage door open?');
    expect(answer.outcome).toBe('not-handled');
    // Nothing was sent that Ollama would have to cut: the request failed before it left.
    expect(ollama.chats()).toHaveLength(chatsBefore);
    await until(
      () => hearth!.logs.some((entry) => String(entry.msg).includes('more than the model')),
      'the overflow line',
    );
    const overflow = hearth.logs.find((entry) => String(entry.msg).includes('more than the model'))!;
    expect(overflow.level).toBe(40);
    expect(String(overflow.hint)).toContain('context_window');
  });
});

describe('Hearth on other local servers', () => {
  it('sends extra_request_fields with every request, e.g. the thinking switch of vLLM and llama.cpp', async () => {
    openai = await startScriptedModel();
    hearth = await startTestHearth({
      modelUrl: openai.url,
      options: { extra_request_fields: '{"chat_template_kwargs": {"enable_thinking": false}, "top_k": 20}' },
    });
    openai.enqueue(say('Hello.'));
    await hearth.ask('hello');
    expect(openai.requests.at(-1)?.body).toMatchObject({
      chat_template_kwargs: { enable_thinking: false },
      top_k: 20,
      model: 'scripted-model',
      stream: true,
    });
    // Not Ollama: asked once at /api/version, then the OpenAI-compatible API only.
    expect(openai.lookups.map((request) => request.path)).toContain('/api/version');
  });
});
