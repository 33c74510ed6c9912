// A scripted OpenAI-compatible server on loopback, speaking real SSE, for tests and benchmarks.
// It knows the wire format of /v1/chat/completions and /v1/models only: nothing of Hearth's code.
// One file past the usual size on purpose: it is a single fixture that every test imports whole, and its
// parts (step types, SSE shapes, server) only make sense together.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** One request as the server received it. Secret header values are replaced by "[redacted]". */
export interface ScriptedRequest {
  /** 0-based order of arrival over the server's life. */
  index: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body (`undefined` for GET). */
  body: ChatCompletionBody;
  /** `performance.now()` when the request's body had been read. */
  receivedAt: number;
}

/** The fields of a chat completion request that tests look at; everything else is kept as sent. */
export interface ChatCompletionBody {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages?: { role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  tool_choice?: unknown;
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
}

export interface ScriptedToolCall {
  name: string;
  /** An object is JSON-encoded; a string is sent verbatim (to script malformed arguments). */
  arguments: unknown;
  id?: string;
}

export interface ScriptedUsage {
  promptTokens: number;
  completionTokens: number;
  cachedTokens?: number;
}

/** A normal answer: text deltas, then tool calls streamed in fragments, then finish and usage. */
export interface ReplyStep {
  kind: 'reply';
  text: string;
  /** Characters per text delta; a list is cycled. Default: word-sized pieces like a tokenizer makes. */
  chunkSize?: number | readonly number[];
  /** The text's deltas as given (joined, they must be `text`); `chunkSize` is then ignored. */
  deltas?: readonly string[];
  /** Delay before each delta after the first (ms). Default 0. */
  delayMs?: number;
  /**
   * Awaited before writing each SSE event after the first (its 0-based position; the role chunk is 0, the
   * text deltas 1…n, then the tool calls, finish and usage): a test's lockstep with the client's reads.
   */
  gate?: (position: number) => Promise<void>;
  /** Delay before the first delta, after the headers (ms): the model "thinking". Default 0. */
  firstDeltaDelayMs?: number;
  toolCalls: readonly ScriptedToolCall[];
  /** Characters per argument fragment. Default 8. */
  argumentFragmentSize?: number;
  /** Interleave the fragments of parallel calls instead of sending them call after call. */
  interleave?: boolean;
  /** `undefined`: counted from the request and the text; `null`: no usage chunk even if asked. */
  usage?: ScriptedUsage | null;
  finishReason?: string;
  /** Stop after this many SSE events (role chunk included): hang forever, or drop the connection. */
  interrupt?: { afterEvents: number; how: 'hang' | 'drop' };
}

export type ScriptedStep =
  | ReplyStep
  | { kind: 'error'; status: number; body: unknown; headers?: Record<string, string> }
  /** Never sends headers. */
  | { kind: 'hang' }
  /** Destroys the socket without answering. */
  | { kind: 'drop' }
  /** Answers 200 with these SSE `data:` payloads verbatim (for malformed streams). */
  | { kind: 'raw'; events: readonly string[] }
  /**
   * Answers with exactly these bytes, each piece its own write with a pause after it, so the client meets
   * a real server's chunk boundaries (mid-line cuts, CRLF, comment lines, no `[DONE]`…).
   */
  | {
      kind: 'bytes';
      pieces: readonly string[];
      status?: number;
      headers?: Record<string, string>;
      pauseMs?: number;
    };

export interface SseWrite {
  request: number;
  /** `performance.now()` right after the write was handed to the socket. */
  at: number;
  data: string;
}

export type Responder = (request: ScriptedRequest) => ScriptedStep;

export interface ScriptedModel {
  /** Base URL ending in `/v1`. */
  readonly url: string;
  /** The chat completion requests, in order. */
  readonly requests: readonly ScriptedRequest[];
  /**
   * Every other request (GET /v1/models, and what Hearth asks a server about itself: /api/version,
   * /props …), so that counting `requests` counts what the model was asked to answer.
   */
  readonly lookups: readonly ScriptedRequest[];
  /** Every SSE `data:` write with its time, in order, for latency measurements. */
  readonly writes: readonly SseWrite[];
  /** Requests whose client went away before the server finished answering. */
  readonly aborted: number;
  /** Steps answered in order to chat completion requests; the fallback answers when empty. */
  enqueue(...steps: ScriptedStep[]): void;
  setFallback(responder: Responder): void;
  /** Resolves with the next request whose client goes away early. */
  nextAbort(): Promise<ScriptedRequest>;
  /** Resolves with the next chat completion request to arrive. */
  nextRequest(): Promise<ScriptedRequest>;
  close(): Promise<void>;
}

export interface ScriptedModelOptions {
  fallback?: Responder;
  /** Model ids listed by GET /v1/models. */
  models?: readonly string[];
  /** Answered to GET /props, as llama.cpp's server does (its context: `default_generation_settings.n_ctx`). */
  props?: Record<string, unknown>;
  /**
   * How many of the newest requests, lookups and writes the recordings keep (default all). A soak sends
   * tens of thousands of requests, each with the whole prompt: kept, they would fill the benchmark's memory.
   */
  keepRecords?: number;
}

const SECRET_HEADERS = new Set(['authorization', 'api-key', 'x-api-key', 'cookie', 'proxy-authorization']);

export function say(text: string, options: Partial<Omit<ReplyStep, 'kind' | 'text'>> = {}): ReplyStep {
  return { kind: 'reply', text, toolCalls: [], ...options };
}

export function callTools(
  calls: readonly ScriptedToolCall[],
  options: Partial<Omit<ReplyStep, 'kind' | 'toolCalls'>> = {},
): ReplyStep {
  return { kind: 'reply', text: '', toolCalls: calls, ...options };
}

export function fail(status: number, body?: unknown): ScriptedStep {
  return {
    kind: 'error',
    status,
    body: body ?? { error: { message: `Scripted failure ${status}`, type: 'server_error', code: null } },
  };
}

export function hang(): ScriptedStep {
  return { kind: 'hang' };
}

export function drop(): ScriptedStep {
  return { kind: 'drop' };
}

export function raw(events: readonly string[]): ScriptedStep {
  return { kind: 'raw', events };
}

/** A stream replayed byte for byte: `pieces` are written one by one, as the server wrote them. */
export function bytes(
  pieces: readonly string[],
  options: { status?: number; headers?: Record<string, string>; pauseMs?: number } = {},
): ScriptedStep {
  return { kind: 'bytes', pieces, ...options };
}

export async function startScriptedModel(options: ScriptedModelOptions = {}): Promise<ScriptedModel> {
  const queue: ScriptedStep[] = [];
  const requests: ScriptedRequest[] = [];
  const lookups: ScriptedRequest[] = [];
  const writes: SseWrite[] = [];
  const keep = options.keepRecords ?? Number.POSITIVE_INFINITY;
  const arrived = { chat: 0, other: 0 };
  const trim = (): void => {
    for (const list of [requests, lookups, writes] as unknown[][]) {
      if (list.length > keep) list.splice(0, list.length - keep);
    }
  };
  let fallback: Responder = options.fallback ?? (() => say('This is a scripted answer.'));
  let aborted = 0;
  let abortWaiters: ((request: ScriptedRequest) => void)[] = [];
  let requestWaiters: ((request: ScriptedRequest) => void)[] = [];
  const live = new Set<AbortController>();

  const server = createServer((req, res) => {
    req.socket.setNoDelay(true);
    const stop = new AbortController();
    live.add(stop);
    let finished = false;
    let current: ScriptedRequest | undefined;
    res.on('close', () => {
      live.delete(stop);
      stop.abort();
      if (finished || current === undefined || current.path !== '/v1/chat/completions') return;
      aborted += 1;
      const waiters = abortWaiters;
      abortWaiters = [];
      for (const resolve of waiters) resolve(current);
    });
    const markFinished = (): void => {
      finished = true;
    };
    void readBody(req)
      .then(async (text) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const isChat = req.method === 'POST' && path === '/v1/chat/completions';
        current = {
          index: isChat ? arrived.chat++ : arrived.other++,
          method: req.method ?? 'GET',
          path,
          headers: redact(req),
          body: text === '' ? {} : (JSON.parse(text) as ChatCompletionBody),
          receivedAt: performance.now(),
        };
        (isChat ? requests : lookups).push(current);
        trim();
        if (req.method === 'GET' && path === '/v1/models') {
          markFinished();
          sendJson(res, 200, modelList(options.models ?? ['scripted-model']));
          return;
        }
        if (req.method === 'GET' && path === '/props' && options.props !== undefined) {
          markFinished();
          sendJson(res, 200, options.props);
          return;
        }
        if (req.method !== 'POST' || path !== '/v1/chat/completions') {
          markFinished();
          sendJson(res, 404, { error: { message: `No route ${req.method} ${path}`, type: 'not_found' } });
          return;
        }
        const waiters = requestWaiters;
        requestWaiters = [];
        for (const resolve of waiters) resolve(current);
        const step = queue.shift() ?? fallback(current);
        await answer(step, current, res, stop.signal, writes, markFinished);
        trim();
      })
      .catch((error: unknown) => {
        if (stop.signal.aborted) return;
        markFinished();
        sendJson(res, 400, {
          error: { message: `Scripted server: ${String(error)}`, type: 'invalid_request' },
        });
      });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    lookups,
    writes,
    get aborted() {
      return aborted;
    },
    enqueue: (...steps) => void queue.push(...steps),
    setFallback: (responder) => {
      fallback = responder;
    },
    nextAbort: () => new Promise((resolve) => abortWaiters.push(resolve)),
    nextRequest: () => new Promise((resolve) => requestWaiters.push(resolve)),
    close: async () => {
      for (const controller of live) controller.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function answer(
  step: ScriptedStep,
  request: ScriptedRequest,
  res: ServerResponse,
  signal: AbortSignal,
  writes: SseWrite[],
  markFinished: () => void,
): Promise<void> {
  switch (step.kind) {
    case 'hang':
      return;
    case 'drop':
      markFinished();
      res.socket?.destroy();
      return;
    case 'error':
      markFinished();
      sendJson(res, step.status, step.body, step.headers);
      return;
    case 'bytes':
      res.writeHead(
        step.status ?? 200,
        step.headers ?? { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
      );
      res.flushHeaders();
      for (const piece of step.pieces) {
        if (signal.aborted || res.destroyed) return;
        res.write(piece);
        writes.push({ request: request.index, at: performance.now(), data: piece });
        try {
          await sleep(step.pauseMs ?? 3, undefined, { signal });
        } catch {
          return;
        }
      }
      markFinished();
      res.end();
      return;
    case 'raw':
      startSse(res);
      for (const data of step.events) write(res, request, writes, data);
      markFinished();
      res.end();
      return;
    case 'reply':
      break;
  }
  if (request.body.stream !== true) {
    markFinished();
    sendJson(res, 200, completion(step, request));
    return;
  }
  startSse(res);
  const events = streamEvents(step, request);
  for (const [position, event] of events.entries()) {
    if (step.interrupt !== undefined && position >= step.interrupt.afterEvents) {
      if (step.interrupt.how === 'drop') {
        markFinished();
        // end(), not destroy(): the events already written reach the client, then the body breaks off.
        res.socket?.end();
      }
      return;
    }
    const delay = position === 1 ? (step.firstDeltaDelayMs ?? 0) : position > 1 ? (step.delayMs ?? 0) : 0;
    if (delay > 0) {
      try {
        await sleep(delay, undefined, { signal });
      } catch {
        return;
      }
    }
    if (step.gate !== undefined && position > 0) await step.gate(position);
    if (signal.aborted) return;
    write(res, request, writes, event);
  }
  write(res, request, writes, '[DONE]');
  markFinished();
  res.end();
}

/** The SSE payloads of a streamed reply, in OpenAI's order and shapes. */
function streamEvents(step: ReplyStep, request: ScriptedRequest): string[] {
  const id = `chatcmpl-scripted-${request.index}`;
  const model = request.body.model ?? 'scripted-model';
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null): string =>
    JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    });
  const events = [chunk({ role: 'assistant', content: '' })];
  const deltas = step.deltas ?? splitText(step.text, step.chunkSize);
  for (const piece of deltas) events.push(chunk({ content: piece }));
  for (const fragment of toolCallFragments(step)) events.push(chunk({ tool_calls: [fragment] }));
  events.push(chunk({}, step.finishReason ?? (step.toolCalls.length > 0 ? 'tool_calls' : 'stop')));
  const usage = usageOf(step, request);
  if (request.body.stream_options?.include_usage === true && usage !== null) {
    events.push(
      JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model, choices: [], usage }),
    );
  }
  return events;
}

function toolCallFragments(step: ReplyStep): Record<string, unknown>[] {
  const size = Math.max(1, step.argumentFragmentSize ?? 8);
  const perCall = step.toolCalls.map((call, index) => {
    const text = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
    const pieces: Record<string, unknown>[] = [
      {
        index,
        id: call.id ?? `call_${index}_${call.name}`,
        type: 'function',
        function: { name: call.name, arguments: '' },
      },
    ];
    for (let start = 0; start < text.length; start += size) {
      pieces.push({ index, function: { arguments: text.slice(start, start + size) } });
    }
    return pieces;
  });
  if (step.interleave !== true) return perCall.flat();
  const mixed: Record<string, unknown>[] = [];
  const longest = Math.max(0, ...perCall.map((pieces) => pieces.length));
  for (let position = 0; position < longest; position++) {
    for (const pieces of perCall) {
      const piece = pieces[position];
      if (piece !== undefined) mixed.push(piece);
    }
  }
  return mixed;
}

function completion(step: ReplyStep, request: ScriptedRequest): Record<string, unknown> {
  const toolCalls = step.toolCalls.map((call, index) => ({
    id: call.id ?? `call_${index}_${call.name}`,
    type: 'function',
    function: {
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
  return {
    id: `chatcmpl-scripted-${request.index}`,
    object: 'chat.completion',
    created: 1_700_000_000,
    model: request.body.model ?? 'scripted-model',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: step.text === '' && toolCalls.length > 0 ? null : step.text,
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: step.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
      },
    ],
    ...(usageOf(step, request) === null ? {} : { usage: usageOf(step, request) }),
  };
}

function usageOf(step: ReplyStep, request: ScriptedRequest): Record<string, unknown> | null {
  if (step.usage === null) return null;
  const promptTokens =
    step.usage?.promptTokens ?? Math.ceil(JSON.stringify(request.body.messages ?? []).length / 4);
  const completionTokens = step.usage?.completionTokens ?? Math.ceil(step.text.length / 4);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
    prompt_tokens_details: { cached_tokens: step.usage?.cachedTokens ?? 0 },
  };
}

/** Splits text into deltas; joined, they are the text exactly. */
export function splitText(text: string, chunkSize?: number | readonly number[]): string[] {
  if (text === '') return [];
  if (chunkSize === undefined) {
    const words = text.match(/\s*[^\s.,!?;:。！？、]+|\s*[.,!?;:。！？、]|\s+$/g) ?? [];
    if (words.join('') === text) return words;
    chunkSize = 1;
  }
  const sizes = typeof chunkSize === 'number' ? [chunkSize] : chunkSize;
  const pieces: string[] = [];
  let start = 0;
  for (let turn = 0; start < text.length; turn++) {
    const size = Math.max(1, sizes[turn % sizes.length] ?? 1);
    pieces.push(text.slice(start, start + size));
    start += size;
  }
  return pieces;
}

function startSse(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
}

function write(res: ServerResponse, request: ScriptedRequest, writes: SseWrite[], data: string): void {
  if (res.destroyed) return;
  res.write(`data: ${data}\n\n`);
  writes.push({ request: request.index, at: performance.now(), data });
}

/** A JSON answer (a string body as it is); `headers` may replace the content type. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

function modelList(ids: readonly string[]): Record<string, unknown> {
  return {
    object: 'list',
    data: ids.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'scripted' })),
  };
}

function redact(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name] = SECRET_HEADERS.has(name) ? '[redacted]' : Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}
