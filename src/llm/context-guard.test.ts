import { afterEach, describe, expect, it } from 'vitest';
import { say, startScriptedModel, type ScriptedModel } from '../../test/support/scripted-model.js';
import { startScriptedOllama, type ScriptedOllama } from '../../test/support/scripted-ollama.js';
import type { ChatMessage, ModelPart } from './chat-model.js';
import { ContextGuard } from './context-guard.js';
import type { Logger } from './logger.js';
import { ModelError } from './model-error.js';
import { createServerChatModel, type ModelApi } from './server-chat-model.js';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

interface Line {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}

function recordingLogger(lines: Line[]): Logger {
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message: string): void =>
      void lines.push({ level, fields, message });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

function guardFor(url: string, lines: Line[], api: ModelApi = 'auto'): ContextGuard {
  const model = createServerChatModel({
    baseUrl: url,
    model: 'scripted-model',
    temperature: 0.2,
    maxTokens: 200,
    retryDelayMs: 0,
    api,
    contextWindow: 8192,
    keepAlive: -1,
    think: false,
  });
  return new ContextGuard({
    model,
    server: (refresh) => model.server(refresh),
    api: () => model.api(),
    estimate: (text) => Math.ceil(text.length / 4),
    answerTokens: 200,
    logger: recordingLogger(lines),
  });
}

/** A system message, `turns` old turns of about 100 tokens each, and the new question. */
function conversation(turns: number): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: 'You run the home. '.repeat(40) }];
  for (let turn = 0; turn < turns; turn++) {
    messages.push({ role: 'user', content: `old question ${turn} ` + 'x'.repeat(200) });
    messages.push({ role: 'assistant', content: `old answer ${turn} ` + 'y'.repeat(200) });
  }
  messages.push({ role: 'user', content: 'Is the garage door open?' });
  return messages;
}

async function drain(parts: AsyncIterable<ModelPart>): Promise<void> {
  for await (const part of parts) void part;
}

async function llamaCpp(nCtx: number): Promise<ScriptedModel> {
  const server = await startScriptedModel({
    props: { default_generation_settings: { n_ctx: nCtx }, total_slots: 1 },
  });
  servers.push(server);
  return server;
}

describe('ContextGuard', () => {
  it('estimates a frozen history message once while it lives, and a message that can change every time', () => {
    const estimated: string[] = [];
    const guard = new ContextGuard({
      model: {
        name: 'unused',
        async *stream() {
          // Never asked: only the estimate is tested here.
        },
      },
      server: () => Promise.resolve({ kind: 'openai-compatible' }),
      api: () => Promise.resolve('openai'),
      estimate: (text) => {
        estimated.push(text);
        return Math.ceil(text.length / 4);
      },
      answerTokens: 200,
    });
    const kept = Object.freeze({ role: 'assistant', content: 'The garage door is closed.' } as const);
    const open: ChatMessage = { role: 'user', content: 'Is it?' };
    const first = guard.tokensOf([kept, open], []);
    open.content = 'Is it still closed now?';
    const second = guard.tokensOf([kept, open], []);
    expect(estimated.filter((text) => text === kept.content)).toHaveLength(1);
    expect(estimated).toContain('Is it still closed now?');
    expect(second - first).toBe(Math.ceil(23 / 4) - Math.ceil(6 / 4));
  });

  it("fits the history to the context llama.cpp's /props reports: oldest turns out, system and question kept", async () => {
    const server = await llamaCpp(2048);
    const lines: Line[] = [];
    const guard = guardFor(server.url, lines);
    await drain(guard.wrap().stream({ messages: conversation(30), tools: [] }));
    const sent =
      server.requests.find((request) => request.path === '/v1/chat/completions')?.body.messages ?? [];
    expect(sent.length).toBeLessThan(62);
    expect(sent.length).toBeGreaterThan(4);
    expect(sent[0]?.role).toBe('system');
    expect(sent[1]?.role).toBe('user');
    expect(sent.at(-1)?.content).toBe('Is the garage door open?');
    expect(sent.at(-2)?.content).toMatch(/^old answer 29/);
    expect(guard.status()).toMatchObject({ window: { tokens: 2048, source: 'llama.cpp /props' }, fitted: 1 });
  });

  it('fails a request that cannot fit even without history, and says which server setting to raise', async () => {
    const server = await llamaCpp(256);
    const lines: Line[] = [];
    const guard = guardFor(server.url, lines);
    const error = await drain(guard.wrap().stream({ messages: conversation(2), tools: [] })).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).code).toBe('context-too-long');
    expect(server.requests.some((request) => request.path === '/v1/chat/completions')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const warning = lines.find((line) => line.level === 'warn');
    expect(warning?.message).toContain('more than the model');
    expect(String(warning?.fields.hint)).toContain('--ctx-size');
    expect(guard.status().problem).toMatchObject({
      kind: 'too-long',
      hint: expect.stringContaining('llama-server'),
    });
  });

  it('says when the server read far fewer prompt tokens than were sent (a silent cut)', async () => {
    const server = await startScriptedModel();
    servers.push(server);
    server.enqueue(say('Yes.', { usage: { promptTokens: 900, completionTokens: 2 } }));
    const lines: Line[] = [];
    const guard = guardFor(server.url, lines);
    await drain(guard.wrap().stream({ messages: conversation(20), tools: [] }));
    const warning = lines.find((line) => line.level === 'warn');
    expect(warning?.message).toContain('read 900 prompt tokens of about');
    expect(warning?.fields.hint).toEqual(expect.stringContaining('history_turns'));
    expect(guard.status().problem).toMatchObject({ kind: 'cut', read: 900 });
    // The same cut on the next turn is kept quietly: no second warning, the server not asked again.
    const asked = server.lookups.length;
    server.enqueue(say('Yes.', { usage: { promptTokens: 800, completionTokens: 2 } }));
    await drain(guard.wrap().stream({ messages: conversation(20), tools: [] }));
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    expect(server.lookups.length).toBe(asked);
    expect(guard.status().problem).toMatchObject({ kind: 'cut', read: 800 });
    expect(guard.status().problem?.hint).toEqual(expect.stringContaining('history_turns'));
  });

  it('on Ollama through /v1, names OLLAMA_CONTEXT_LENGTH; through the native API, the context_window option', async () => {
    const ollama: ScriptedOllama = await startScriptedOllama();
    servers.push(ollama);
    const viaV1: Line[] = [];
    const v1 = guardFor(ollama.url, viaV1, 'openai');
    // Ollama's /v1 is not scripted here: only the advice is asked.
    expect(await v1.advice()).toContain('OLLAMA_CONTEXT_LENGTH');
    const native = guardFor(ollama.url, [], 'auto');
    expect(await native.advice()).toMatch(/context_window option .*num_ctx.*up to 32768/);
    await drain(native.wrap().stream({ messages: conversation(1), tools: [] }));
    expect(native.status().window).toEqual({ tokens: 8192, source: 'the context_window option (num_ctx)' });
  });

  it('says what to change when the server itself refuses a prompt the estimate thought would fit', async () => {
    const ollama = await startScriptedOllama();
    servers.push(ollama);
    const model = createServerChatModel({
      baseUrl: ollama.url,
      model: 'scripted-model',
      temperature: 0.2,
      maxTokens: 50,
      retryDelayMs: 0,
      api: 'auto',
      contextWindow: 600,
      keepAlive: -1,
      think: false,
    });
    const lines: Line[] = [];
    const guard = new ContextGuard({
      model,
      server: (refresh) => model.server(refresh),
      api: () => model.api(),
      // An estimate far below the server's count: the request leaves, and Ollama (truncate off) refuses it.
      estimate: (text) => Math.ceil(text.length / 40),
      answerTokens: 50,
      logger: recordingLogger(lines),
    });
    const error = await drain(guard.wrap().stream({ messages: conversation(8), tools: [] })).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).code).toBe('context-too-long');
    expect((error as ModelError).message).toMatch(/^The model server refused a prompt of about \d+ tokens/);
    expect((error as ModelError).message).toContain('Raise the context_window option');
    expect(ollama.chats()).toHaveLength(1);
    expect(lines.find((line) => line.level === 'warn')?.fields.hint).toEqual(
      expect.stringContaining('num_ctx'),
    );
  });
});
