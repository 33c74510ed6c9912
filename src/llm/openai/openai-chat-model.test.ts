import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callTools,
  drop,
  fail,
  hang,
  raw,
  say,
  startScriptedModel,
} from '../../../test/support/scripted-model.js';
import type { ScriptedModel } from '../../../test/support/scripted-model.js';
import type { ChatMessage, ChatModel, ChatRequest, ModelPart } from '../chat-model.js';
import { ModelError } from '../model-error.js';
import { silentLogger } from '../logger.js';
import { createOpenAIChatModel } from './openai-chat-model.js';

let server: ScriptedModel;
let model: ChatModel;

beforeEach(async () => {
  server = await startScriptedModel();
  model = createOpenAIChatModel({
    baseUrl: server.url,
    apiKey: 'sk-secret-test-key',
    model: 'test-model',
    temperature: 0.2,
    maxTokens: 100,
    timeoutMs: 2_000,
    retryDelayMs: 0,
  });
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

const weather = { name: 'get_weather', description: 'Weather now', parameters: { type: 'object' } };

describe('createOpenAIChatModel', () => {
  it('streams text deltas as the server writes them, then finish and usage', async () => {
    server.enqueue(
      say('Hello there. How are you?', { chunkSize: 5, usage: { promptTokens: 42, completionTokens: 7 } }),
    );
    const parts = await collect(model.stream(ask()));
    const texts = parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : []));
    // Deltas that arrive in one read come as one part, so how many parts depends on the socket.
    expect(texts.join('')).toBe('Hello there. How are you?');
    expect(parts.at(-2)).toEqual({ type: 'finish', reason: 'stop' });
    expect(parts.at(-1)).toEqual({
      type: 'usage',
      usage: { promptTokens: 42, completionTokens: 7, cachedPromptTokens: 0 },
    });
  });

  it('reaches the caller with each delta as the scripted server spaces them out', async () => {
    server.enqueue(say('One two three.', { delayMs: 40 }));
    const arrivals: number[] = [];
    for await (const part of model.stream(ask())) {
      if (part.type === 'text-delta') arrivals.push(performance.now());
    }
    const contentOf = (data: string): unknown =>
      (JSON.parse(data) as { choices: { delta: { content?: unknown } }[] }).choices[0]?.delta.content;
    const writes = server.writes.filter((write) => write.data.startsWith('{') && contentOf(write.data));
    expect(writes.map((write) => contentOf(write.data))).toEqual(['One', ' two', ' three', '.']);
    expect(writes[1]!.at - writes[0]!.at).toBeGreaterThanOrEqual(35);
    expect(arrivals[3]! - arrivals[0]!).toBeGreaterThanOrEqual(100);
  });

  it('hands deltas that arrive together on as one part, never much past 256 characters', async () => {
    const long = 'Word after word goes on here. '.repeat(100);
    server.enqueue(say(long, { chunkSize: 4 }));
    const texts = (await collect(model.stream(ask()))).flatMap((part) =>
      part.type === 'text-delta' ? [part.text] : [],
    );
    expect(texts.join('')).toBe(long);
    // 750 deltas written back to back: reads hold many of them, each read's deltas go on merged.
    expect(texts.length).toBeLessThan(long.length / 4 / 2);
    expect(Math.max(...texts.map((text) => text.length))).toBeLessThanOrEqual(256 + 4);
  });

  it('sends the model, options, stream_options and no tools or tool_choice when there are no tools', async () => {
    await collect(model.stream(ask()));
    const body = server.requests[0]!.body;
    expect(body).toMatchObject({
      model: 'test-model',
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.2,
      max_tokens: 100,
    });
    expect(body.tools).toBeUndefined();
    expect(body.tool_choice).toBeUndefined();
    expect(server.requests[0]!.headers.authorization).toBe('[redacted]');
  });

  it('sends each message as it is now, whether it was sent before or not', async () => {
    const history: ChatMessage[] = [
      Object.freeze({ role: 'user', content: 'is the "door" locked?' }),
      Object.freeze({
        role: 'assistant',
        content: '',
        toolCalls: [{ id: 'c1', name: 'get_state', arguments: '' }],
      }),
      Object.freeze({ role: 'tool', toolCallId: 'c1', content: '{"state":"locked"}' }),
      Object.freeze({ role: 'assistant', content: 'Yes.\nIt is.' }),
    ];
    const system = 'You are a \u2028 helpful "home".';
    const turn = (systemText: string, text: string): ChatRequest =>
      ask({
        messages: [{ role: 'system', content: systemText }, ...history, { role: 'user', content: text }],
      });
    server.enqueue(say('One.'), say('Two.'), say('Three.'));
    await collect(model.stream(turn(system, 'first')));
    await collect(model.stream(turn(system, 'second')));
    await collect(model.stream(turn('Another prompt.', 'third')));
    const expected = (systemText: string, text: string): unknown[] => [
      { role: 'system', content: systemText },
      { role: 'user', content: 'is the "door" locked?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_state', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: '{"state":"locked"}' },
      { role: 'assistant', content: 'Yes.\nIt is.' },
      { role: 'user', content: text },
    ];
    expect(server.requests.map((request) => request.body.messages)).toEqual([
      expected(system, 'first'),
      expected(system, 'second'),
      expected('Another prompt.', 'third'),
    ]);
  });

  it('offers tools as functions with tool_choice auto', async () => {
    await collect(model.stream(ask({ tools: [weather] })));
    expect(server.requests[0]!.body.tools).toEqual([{ type: 'function', function: weather }]);
    expect(server.requests[0]!.body.tool_choice).toBe('auto');
  });

  it('assembles parallel tool calls from interleaved argument fragments', async () => {
    server.enqueue(
      callTools(
        [
          { name: 'get_weather', arguments: { city: 'Berlin', unit: 'celsius' } },
          { name: 'turn_on', arguments: { entity: 'light.kitchen_ceiling' }, id: 'call_b' },
        ],
        { argumentFragmentSize: 3, interleave: true, text: 'Let me check.' },
      ),
    );
    const parts = await collect(model.stream(ask({ tools: [weather] })));
    const calls = parts.flatMap((part) => (part.type === 'tool-call' ? [part.call] : []));
    expect(calls).toEqual([
      { id: 'call_0_get_weather', name: 'get_weather', arguments: '{"city":"Berlin","unit":"celsius"}' },
      { id: 'call_b', name: 'turn_on', arguments: '{"entity":"light.kitchen_ceiling"}' },
    ]);
    expect(parts[0]).toMatchObject({ type: 'text-delta', text: expect.stringMatching(/^Let/) });
    expect(parts.find((part) => part.type === 'finish')).toEqual({ type: 'finish', reason: 'tool-calls' });
  });

  it('does not yield the reasoning block a local reasoning model writes into content', async () => {
    server.enqueue(say('<think>\nThey want the time.\n</think>\n\nIt is noon.', { chunkSize: 3 }));
    const parts = await collect(model.stream(ask()));
    const text = parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : [])).join('');
    expect(text).toBe('It is noon.');
  });

  it('reports cached prompt tokens', async () => {
    server.enqueue(say('Hi.', { usage: { promptTokens: 1200, completionTokens: 3, cachedTokens: 1024 } }));
    const parts = await collect(model.stream(ask()));
    expect(parts).toContainEqual({
      type: 'usage',
      usage: { promptTokens: 1200, completionTokens: 3, cachedPromptTokens: 1024 },
    });
  });

  it('sends a placeholder key when none is configured', async () => {
    const keyless = createOpenAIChatModel({
      baseUrl: server.url,
      model: 'local',
      temperature: 0,
      maxTokens: 10,
    });
    const parts = await collect(keyless.stream(ask()));
    expect(parts.find((part) => part.type === 'finish')).toEqual({ type: 'finish', reason: 'stop' });
  });

  it.each([
    [401, undefined, 'unauthorized'],
    [403, undefined, 'unauthorized'],
    [429, undefined, 'rate-limited'],
    [500, undefined, 'unavailable'],
    [
      400,
      {
        error: {
          message: "This model's maximum context length is 8192 tokens.",
          code: 'context_length_exceeded',
        },
      },
      'context-too-long',
    ],
    [400, { error: 'the input length exceeds the context length' }, 'context-too-long'],
    [400, { error: 'registry.ollama.ai/library/gemma:2b does not support tools' }, 'no-tool-support'],
    [
      400,
      {
        error: {
          message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
        },
      },
      'no-tool-support',
    ],
    [404, { error: { message: 'model "nope" not found, try pulling it first' } }, 'unknown-model'],
    [
      404,
      {
        error: {
          message: 'The model `nope` does not exist or you do not have access to it.',
          code: 'model_not_found',
        },
      },
      'unknown-model',
    ],
    [400, { error: { message: 'nope is not a valid model ID' } }, 'unknown-model'],
    // No model wording: the address has no chat endpoint (a wrong llm_base_url), not a server that is down.
    [404, { error: { message: 'Not Found' } }, 'bad-response'],
    [
      402,
      { error: { message: 'Insufficient credits. Add more using https://openrouter.ai/credits', code: 402 } },
      'payment-required',
    ],
    [
      429,
      {
        error: {
          message: 'You exceeded your current quota, please check your plan and billing details.',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        },
      },
      'quota-exceeded',
    ],
    [
      400,
      { error: { message: "Invalid 'messages[2]': unexpected role", type: 'invalid_request_error' } },
      'request-refused',
    ],
  ] as const)('classifies HTTP %i %j as %s', async (status, body, code) => {
    server.setFallback(() => fail(status, body));
    const error = await failure(model.stream(ask()));
    expect(error.code).toBe(code);
    expect(error.message).not.toContain('sk-secret-test-key');
  });

  it('adapts to a model that refuses max_tokens and temperature, and remembers it', async () => {
    server.setFallback(({ body }) => {
      if (body.max_tokens !== undefined) {
        return fail(400, {
          error: {
            message:
              "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
            type: 'invalid_request_error',
            param: 'max_tokens',
            code: 'unsupported_parameter',
          },
        });
      }
      if (body.temperature !== undefined) {
        return fail(400, {
          error: {
            message:
              "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.",
            type: 'invalid_request_error',
            param: 'temperature',
            code: 'unsupported_value',
          },
        });
      }
      return say('Fine.');
    });
    expect((await collect(model.stream(ask()))).find((part) => part.type === 'finish')).toEqual({
      type: 'finish',
      reason: 'stop',
    });
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]!.body).toMatchObject({ max_completion_tokens: 100 });
    await collect(model.stream(ask()));
    expect(server.requests).toHaveLength(4);
  });

  it('never quotes the API key in an error, even when the server echoes it', async () => {
    server.enqueue(fail(400, { error: { message: 'Bad request for key sk-secret-test-key' } }));
    const error = await failure(model.stream(ask()));
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain('sk-secret-test-key');
  });

  it('drops stream_options for a server that rejects it', async () => {
    server.setFallback(({ body }) =>
      body.stream_options === undefined
        ? say('Fine.')
        : fail(400, { error: { message: 'Unrecognized request argument supplied: stream_options' } }),
    );
    const parts = await collect(model.stream(ask()));
    expect(parts.map((part) => part.type).filter((type) => type !== 'text-delta')).toEqual(['finish']);
    expect(parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : [])).join('')).toBe('Fine.');
    expect(server.requests).toHaveLength(2);
  });

  it('classifies a malformed stream as bad-response', async () => {
    server.enqueue(raw(['{"choices":[{"delta":{"content":"Hi"}}]}', '{not json']));
    const error = await failure(model.stream(ask()));
    expect(error.code).toBe('bad-response');
  });

  it('classifies a refused connection as unavailable', async () => {
    const url = server.url;
    await server.close();
    const gone = createOpenAIChatModel({
      baseUrl: url,
      model: 'm',
      temperature: 0,
      maxTokens: 10,
      retryDelayMs: 0,
    });
    const error = await failure(gone.stream(ask()));
    expect(error.code).toBe('unavailable');
    server = await startScriptedModel();
  });

  it('times out a server that never answers, and one that stops mid-stream', async () => {
    const impatient = createOpenAIChatModel({
      baseUrl: server.url,
      model: 'm',
      temperature: 0,
      maxTokens: 10,
      timeoutMs: 150,
    });
    server.enqueue(hang(), say('Hello there friend.', { interrupt: { afterEvents: 2, how: 'hang' } }));
    expect((await failure(impatient.stream(ask()))).code).toBe('timeout');
    expect((await failure(impatient.stream(ask()))).code).toBe('timeout');
    expect(server.requests).toHaveLength(2);
  });

  it('retries once on 5xx, 429 or a dropped connection before the first token', async () => {
    server.enqueue(fail(503), say('Recovered.'));
    const parts = await collect(model.stream(ask()));
    expect(parts[0]).toMatchObject({ type: 'text-delta', text: expect.stringMatching(/^Recovered/) });
    server.enqueue(fail(429), drop());
    expect((await failure(model.stream(ask()))).code).toBe('unavailable');
    expect(server.requests).toHaveLength(4);
  });

  it('does not retry a client error', async () => {
    server.enqueue(fail(401), say('never'));
    expect((await failure(model.stream(ask()))).code).toBe('unauthorized');
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry after the first token was yielded', async () => {
    server.enqueue(say('Hello there friend.', { interrupt: { afterEvents: 3, how: 'drop' } }), say('again'));
    const seen: string[] = [];
    const error = await failure(
      (async function* () {
        for await (const part of model.stream(ask())) {
          if (part.type === 'text-delta') seen.push(part.text);
          yield part;
        }
      })(),
    );
    expect(seen.join('')).toBe('Hello there');
    expect(error.code).toBe('unavailable');
    expect(server.requests).toHaveLength(1);
  });

  it('cancels the HTTP request when the signal aborts, and reports aborted', async () => {
    server.enqueue(hang());
    const controller = new AbortController();
    const seenAbort = server.nextAbort();
    const pending = failure(model.stream(ask({ signal: controller.signal })));
    await server.nextRequest();
    controller.abort();
    expect((await pending).code).toBe('aborted');
    await seenAbort;
    expect(server.aborted).toBe(1);
  });

  it('cancels mid-stream when the signal aborts between deltas', async () => {
    server.enqueue(say('One two three four five six.', { delayMs: 30 }));
    const controller = new AbortController();
    const seenAbort = server.nextAbort();
    const error = await failure(
      (async function* () {
        for await (const part of model.stream(ask({ signal: controller.signal }))) {
          controller.abort();
          yield part;
        }
      })(),
    );
    expect(error.code).toBe('aborted');
    await seenAbort;
  });

  it('ends a stream at [DONE] with a finish, and keeps the connection for the next request', async () => {
    server.enqueue(say('First.'), say('Second.'));
    expect((await collect(model.stream(ask()))).find((part) => part.type === 'finish')).toEqual({
      type: 'finish',
      reason: 'stop',
    });
    expect((await collect(model.stream(ask()))).find((part) => part.type === 'finish')).toEqual({
      type: 'finish',
      reason: 'stop',
    });
    expect(server.requests.map((request) => request.headers.connection)).toEqual([
      'keep-alive',
      'keep-alive',
    ]);
    expect(server.aborted).toBe(0);
  });

  it('reports a stream whose body ends before a finish reason or [DONE] as incomplete', async () => {
    server.enqueue(raw(['{"choices":[{"delta":{"content":"Half an"},"finish_reason":null}]}']));
    const seen: ModelPart[] = [];
    const error = await failure(
      (async function* () {
        for await (const part of model.stream(ask())) {
          seen.push(part);
          yield part;
        }
      })(),
    );
    expect(error.code).toBe('incomplete');
    expect(seen).toEqual([{ type: 'text-delta', text: 'Half an' }]);
  });

  it('accepts a stream that ends after its finish reason without [DONE]', async () => {
    server.enqueue(raw(['{"choices":[{"delta":{"content":"Done."},"finish_reason":"stop"}]}']));
    const parts = await collect(model.stream(ask()));
    expect(parts).toEqual([
      { type: 'text-delta', text: 'Done.' },
      { type: 'finish', reason: 'stop' },
    ]);
  });

  it('yields finish as the finish reason arrives, drops text a server writes after it, then usage', async () => {
    server.enqueue(
      raw([
        '{"choices":[{"delta":{"content":"<think>hmm</think>Done"}}]}',
        '{"choices":[{"delta":{"content":"."},"finish_reason":"stop"}]}',
        '{"choices":[{"delta":{"content":" Stray words."},"finish_reason":"stop"}]}',
        '{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":2}}',
        '[DONE]',
      ]),
    );
    const parts = await collect(model.stream(ask()));
    expect(parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : [])).join('')).toBe('Done.');
    expect(parts.filter((part) => part.type !== 'text-delta')).toEqual([
      { type: 'finish', reason: 'stop' },
      { type: 'usage', usage: { promptTokens: 5, completionTokens: 2 } },
    ]);
  });

  it('takes an empty finish reason on every chunk for "not yet", as some proxies send it', async () => {
    server.enqueue(
      raw([
        '{"choices":[{"delta":{"content":"Still"},"finish_reason":""}]}',
        '{"choices":[{"delta":{"content":" going."},"finish_reason":""}]}',
        '{"choices":[{"delta":{},"finish_reason":"stop"}]}',
        '[DONE]',
      ]),
    );
    const parts = await collect(model.stream(ask()));
    expect(parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : [])).join('')).toBe(
      'Still going.',
    );
    expect(parts.at(-1)).toEqual({ type: 'finish', reason: 'stop' });
  });

  it('reads the text of a token-by-token answer past the parsers once its first read was parsed', async () => {
    const done: Record<string, unknown>[] = [];
    const logging = createOpenAIChatModel({
      baseUrl: server.url,
      apiKey: 'sk-secret-test-key',
      model: 'test-model',
      temperature: 0,
      maxTokens: 100,
      retryDelayMs: 0,
      logger: {
        ...silentLogger,
        debug: (object, message) => {
          if (message === 'model request done') done.push(object);
        },
      },
    });
    // Each token its own read (5 ms apart), some with escapes; the answer ends with a finish and usage.
    const deltas = ['The', ' "kitchen"', ' light', ' is', ' on.\n', ' Ça', ' va', ' <b>', ' \\', ' end.'];
    server.enqueue(say(deltas.join(''), { deltas, delayMs: 5 }));
    const parts = await collect(logging.stream(ask()));
    expect(parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : []))).toEqual(deltas);
    expect(parts.slice(-2).map(({ type }) => type)).toEqual(['finish', 'usage']);
    // The first text read taught the template; most of the others were read by it (a read may still hold two).
    expect(done).toHaveLength(1);
    expect(done[0]!.textReadsByTemplate).toBeGreaterThanOrEqual(5);
  });

  it("logs the server's status and words for a failed request, never the key", async () => {
    const logged: { object: Record<string, unknown>; message: string }[] = [];
    const record = (object: object, message?: string): void => {
      logged.push({ object: object as Record<string, unknown>, message: message ?? '' });
    };
    const logging = createOpenAIChatModel({
      baseUrl: server.url,
      apiKey: 'sk-secret-test-key',
      model: 'test-model',
      temperature: 0,
      maxTokens: 10,
      retryDelayMs: 0,
      logger: { debug: () => undefined, info: record, warn: record, error: record },
    });
    server.enqueue(fail(401, { error: { message: 'Incorrect API key provided: sk-secret-test-key.' } }));
    expect((await failure(logging.stream(ask()))).code).toBe('unauthorized');
    const entry = logged.find((line) => line.object.status === 401);
    expect(entry?.object.serverMessage).toBe('Incorrect API key provided: [redacted].');
    expect(entry?.object.endpoint).toBe(`${server.url}/chat/completions`);
    expect(JSON.stringify(logged)).not.toContain('sk-secret-test-key');
  });
});
