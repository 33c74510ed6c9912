import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callTools, drop, fail, raw, say } from '../../../test/support/scripted-model.js';
import { startScriptedOllama, type ScriptedOllama } from '../../../test/support/scripted-ollama.js';
import type { ChatModel, ChatRequest, ModelPart } from '../chat-model.js';
import { ModelError } from '../model-error.js';
import { silentLogger } from '../logger.js';
import { createOllamaChatModel, type OllamaChatModelOptions } from './ollama-chat-model.js';

let server: ScriptedOllama;
let model: ChatModel;

const options = (): OllamaChatModelOptions => ({
  baseUrl: server.url,
  model: 'qwen2.5:7b',
  temperature: 0.2,
  maxTokens: 300,
  contextWindow: 8192,
  keepAlive: -1,
  think: false,
  timeoutMs: 2_000,
  retryDelayMs: 0,
});

beforeEach(async () => {
  server = await startScriptedOllama();
  model = createOllamaChatModel(options());
});

afterEach(async () => {
  await server.close();
});

const ask = (overrides: Partial<ChatRequest> = {}): ChatRequest => ({
  messages: [{ role: 'user', content: 'hi' }],
  tools: [],
  ...overrides,
});

async function collect(parts: AsyncIterable<ModelPart>): Promise<ModelPart[]> {
  const all: ModelPart[] = [];
  for await (const part of parts) all.push(part);
  return all;
}

async function failure(parts: AsyncIterable<ModelPart>): Promise<ModelError> {
  try {
    await collect(parts);
  } catch (error) {
    if (error instanceof ModelError) return error;
    throw error;
  }
  throw new Error('expected the stream to fail');
}

const light = {
  name: 'control',
  description: 'Control a device',
  parameters: { type: 'object', properties: { name: { type: 'string' } } },
};

describe('createOllamaChatModel', () => {
  it("sends Home Assistant's knobs on the native chat API: num_ctx, keep_alive, think off", async () => {
    const parts = await collect(model.stream(ask({ tools: [light] })));
    expect(
      parts
        .filter((part) => part.type === 'text-delta')
        .map((part) => part.text)
        .join(''),
    ).toBe('Scripted answer.');
    const [request] = server.chats();
    expect(request?.path).toBe('/api/chat');
    expect(request?.body).toMatchObject({
      model: 'qwen2.5:7b',
      stream: true,
      keep_alive: -1,
      think: false,
      truncate: false,
      options: { num_ctx: 8192, num_predict: 300, temperature: 0.2 },
      tools: [{ type: 'function', function: { name: 'control' } }],
    });
    expect(server.loadedContext).toBe(8192);
    expect(parts.at(-2)).toEqual({ type: 'finish', reason: 'stop' });
    expect(parts.at(-1)).toMatchObject({ type: 'usage', usage: { completionTokens: 4 } });
  });

  it('hands out tool calls whose arguments arrived as objects, and sends results back with the tool name', async () => {
    server.enqueue(callTools([{ name: 'control', arguments: { name: 'kitchen light', brightness: 40 } }]));
    const parts = await collect(model.stream(ask({ tools: [light] })));
    const call = parts.find((part) => part.type === 'tool-call');
    expect(call?.type === 'tool-call' && JSON.parse(call.call.arguments)).toEqual({
      name: 'kitchen light',
      brightness: 40,
    });
    expect(parts.find((part) => part.type === 'finish')).toEqual({ type: 'finish', reason: 'tool-calls' });
    if (call?.type !== 'tool-call') throw new Error('no call');

    await collect(
      model.stream(
        ask({
          tools: [light],
          messages: [
            { role: 'user', content: 'kitchen light to 40' },
            { role: 'assistant', content: '', toolCalls: [call.call] },
            { role: 'tool', toolCallId: call.call.id, content: '{"ok":true}' },
          ],
        }),
      ),
    );
    const sent = server.chats()[1]?.body.messages;
    expect(sent?.[1]).toEqual({
      role: 'assistant',
      content: '',
      tool_calls: [
        {
          id: call.call.id,
          function: { name: 'control', arguments: { name: 'kitchen light', brightness: 40 } },
        },
      ],
    });
    expect(sent?.[2]).toEqual({
      role: 'tool',
      content: '{"ok":true}',
      tool_name: 'control',
      tool_call_id: call.call.id,
    });
  });

  it('never speaks reasoning: the thinking field and <think> blocks in content are left out', async () => {
    const line = (message: object, done = false): string =>
      JSON.stringify({ model: 'm', created_at: 'x', message: { role: 'assistant', ...message }, done });
    server.enqueue(
      raw([
        line({ content: '', thinking: 'The user wants' }),
        line({ content: '<think>hidden</think>It is ' }),
        line({ content: 'warm.' }),
        JSON.stringify({
          model: 'm',
          message: { role: 'assistant', content: '' },
          done: true,
          done_reason: 'stop',
          prompt_eval_count: 12,
          eval_count: 3,
        }),
      ]),
    );
    const parts = await collect(model.stream(ask()));
    expect(
      parts
        .filter((part) => part.type === 'text-delta')
        .map((part) => part.text)
        .join(''),
    ).toBe('It is warm.');
    expect(parts.at(-1)).toEqual({ type: 'usage', usage: { promptTokens: 12, completionTokens: 3 } });
  });

  it("classifies Ollama's errors: a model not pulled, an error line inside the stream, a cut-off stream", async () => {
    server.enqueue(fail(404, { error: 'model "qwen2.5:7b" not found, try pulling it first' }));
    expect((await failure(model.stream(ask()))).code).toBe('unknown-model');

    // Before the first part a failure is retried once: both attempts fail here.
    const broken = raw([JSON.stringify({ error: 'an error was encountered while running the model' })]);
    server.enqueue(broken, broken);
    const inStream = await failure(model.stream(ask()));
    expect(inStream.code).toBe('unavailable');
    expect(inStream.message).toContain('an error was encountered');

    server.enqueue(
      raw([JSON.stringify({ model: 'm', message: { role: 'assistant', content: 'Half' }, done: false })]),
      raw([JSON.stringify({ model: 'm', message: { role: 'assistant', content: 'Half' }, done: false })]),
    );
    expect((await failure(model.stream(ask()))).code).toBe('incomplete');
  });

  it('says a prompt longer than num_ctx is too long instead of letting Ollama cut it', async () => {
    const small = createOllamaChatModel({
      baseUrl: server.url,
      model: 'qwen2.5:7b',
      temperature: 0.2,
      maxTokens: 300,
      contextWindow: 64,
      keepAlive: '30m',
      think: undefined,
      retryDelayMs: 0,
    });
    const error = await failure(
      small.stream(ask({ messages: [{ role: 'user', content: 'word '.repeat(400) }] })),
    );
    expect(error.code).toBe('context-too-long');
    expect(server.chats()[0]?.body).not.toHaveProperty('think');
    expect(server.chats()[0]?.body.keep_alive).toBe('30m');
  });

  it('retries once when the connection drops before the first part', async () => {
    server.enqueue(drop(), say('Second time lucky.'));
    const parts = await collect(model.stream(ask()));
    expect(parts.some((part) => part.type === 'text-delta')).toBe(true);
    expect(server.chats()).toHaveLength(2);
  });

  it("waits for a proxy's Retry-After before its one retry, and does not retry when asked to wait too long", async () => {
    const limited = { error: 'rate limited by the proxy' };
    server.enqueue(
      { kind: 'error', status: 429, body: limited, headers: { 'retry-after-ms': '400' } },
      say('Now it works.'),
    );
    const started = performance.now();
    const parts = await collect(model.stream(ask()));
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    expect(parts.some((part) => part.type === 'text-delta')).toBe(true);

    server.enqueue({ kind: 'error', status: 429, body: limited, headers: { 'retry-after': '3600' } });
    const error = await failure(model.stream(ask()));
    expect(error.code).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(server.chats()).toHaveLength(3);
  });

  it('asks for one token when the request says so (the warm-up)', async () => {
    await collect(model.stream(ask({ maxTokens: 1 })));
    expect(server.chats()[0]?.body.options?.num_predict).toBe(1);
  });

  it('reads the lines of a token-by-token answer past the parsers once its first line was parsed', async () => {
    const done: Record<string, unknown>[] = [];
    const logging = createOllamaChatModel({
      ...options(),
      logger: {
        ...silentLogger,
        debug: (object, message) => {
          if (message === 'model request done') done.push(object);
        },
      },
    });
    // One token a line, each line its own read (5 ms apart) with its own time, as Ollama writes them.
    const text = 'The "kitchen" light is on.\nÇa va <b> \\ end.';
    server.enqueue(say(text, { chunkSize: 3, delayMs: 5 }));
    const parts = await collect(logging.stream(ask()));
    expect(parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : [])).join('')).toBe(text);
    expect(parts.slice(-2).map(({ type }) => type)).toEqual(['finish', 'usage']);
    expect(done).toHaveLength(1);
    expect(done[0]!.textReadsByTemplate).toBeGreaterThanOrEqual(8);
  });

  it('joins the text a TextBatch lets wait and hands it on before the finish', async () => {
    server.enqueue(say('One two three. Four five', { chunkSize: 4, delayMs: 5 }));
    const asked: string[] = [];
    const textBatch = {
      mayWait: (text: string) => {
        asked.push(text);
        return !text.includes('.');
      },
    };
    const parts = await collect(model.stream(ask({ textBatch })));
    const texts = parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : []));
    expect(texts.join('')).toBe('One two three. Four five');
    expect(texts[0]).toMatch(/^One two three\./);
    expect(texts.length).toBeLessThanOrEqual(2);
    expect(parts.at(-1)?.type === 'finish' || parts.at(-2)?.type === 'finish').toBe(true);
    expect(asked.length).toBeGreaterThan(1);
  });
});
