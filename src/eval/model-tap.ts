// A pass-through on loopback between the sandbox Hearth and the model under test. It forwards every request
// and streams every byte back untouched, and reads the stream on the side: what the model wrote as text,
// the tool calls it made and its token counts, as the model sent them, before Hearth interprets anything.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ObservedToolCall } from './eval-types.js';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { createServer, request: httpRequest } = process.getBuiltinModule('node:http');

export interface TapRecord {
  text: string;
  toolCalls: ObservedToolCall[];
  tokens: { input: number; output: number; cached: number };
  requests: number;
}

export interface ModelTap {
  /** The base URL to give Hearth instead of the model's own. */
  readonly url: string;
  /** What was recorded since the last `take()`, and a fresh record from now on. */
  take(): TapRecord;
  /** Resolves once no model answer is still streaming (its usage comes last), or after `timeoutMs`. */
  settle(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const emptyRecord = (): TapRecord => ({
  text: '',
  toolCalls: [],
  tokens: { input: 0, output: 0, cached: 0 },
  requests: 0,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reads one SSE `data:` payload of a chat completion stream into the record. */
function readPayload(payload: string, calls: Map<number, ObservedToolCall>, record: TapRecord): void {
  if (payload === '[DONE]') return;
  let chunk: unknown;
  try {
    chunk = JSON.parse(payload);
  } catch {
    return;
  }
  if (!isObject(chunk)) return;
  const usage = chunk['usage'];
  if (isObject(usage)) {
    record.tokens.input += Number(usage['prompt_tokens'] ?? 0) || 0;
    record.tokens.output += Number(usage['completion_tokens'] ?? 0) || 0;
    const details = usage['prompt_tokens_details'];
    if (isObject(details)) record.tokens.cached += Number(details['cached_tokens'] ?? 0) || 0;
  }
  const choices = chunk['choices'];
  const delta = Array.isArray(choices) && isObject(choices[0]) ? choices[0]['delta'] : undefined;
  if (!isObject(delta)) return;
  if (typeof delta['content'] === 'string') record.text += delta['content'];
  const toolCalls = delta['tool_calls'];
  if (!Array.isArray(toolCalls)) return;
  for (const fragment of toolCalls) {
    if (!isObject(fragment)) continue;
    const index = typeof fragment['index'] === 'number' ? fragment['index'] : calls.size;
    const fn = isObject(fragment['function']) ? fragment['function'] : {};
    let call = calls.get(index);
    if (call === undefined) {
      call = { name: '', arguments: '' };
      calls.set(index, call);
      record.toolCalls.push(call);
    }
    if (typeof fn['name'] === 'string') call.name += fn['name'];
    if (typeof fn['arguments'] === 'string') call.arguments += fn['arguments'];
  }
}

/** One line of Ollama's native stream (`/api/chat`, NDJSON): whole tool calls, counts on the last line. */
function readOllamaLine(line: string, record: TapRecord): void {
  let chunk: unknown;
  try {
    chunk = JSON.parse(line);
  } catch {
    return;
  }
  if (!isObject(chunk)) return;
  const message = chunk['message'];
  if (isObject(message)) {
    if (typeof message['content'] === 'string') record.text += message['content'];
    const calls = Array.isArray(message['tool_calls']) ? (message['tool_calls'] as unknown[]) : [];
    for (const call of calls) {
      const fn = isObject(call) && isObject(call['function']) ? call['function'] : undefined;
      if (fn === undefined) continue;
      const args = fn['arguments'];
      record.toolCalls.push({
        name: typeof fn['name'] === 'string' ? fn['name'] : '',
        arguments: typeof args === 'string' ? args : JSON.stringify(args ?? {}),
      });
    }
  }
  record.tokens.input += Number(chunk['prompt_eval_count'] ?? 0) || 0;
  record.tokens.output += Number(chunk['eval_count'] ?? 0) || 0;
}

/**
 * Follows a response body as SSE lines (OpenAI-compatible) or NDJSON lines (Ollama's native API);
 * non-stream JSON answers are read whole at the end.
 */
function observe(response: IncomingMessage, record: TapRecord): void {
  const calls = new Map<number, ObservedToolCall>();
  const type = String(response.headers['content-type'] ?? '');
  const ndjson = type.includes('ndjson');
  const streamed = type.includes('text/event-stream') || ndjson;
  let pending = '';
  response.setEncoding('utf8');
  response.on('data', (text: string) => {
    pending += text;
    if (!streamed) return;
    let newline = pending.indexOf('\n');
    while (newline !== -1) {
      const line = pending.slice(0, newline).replace(/\r$/, '');
      pending = pending.slice(newline + 1);
      if (ndjson) readOllamaLine(line, record);
      else if (line.startsWith('data:')) readPayload(line.slice(5).trim(), calls, record);
      newline = pending.indexOf('\n');
    }
  });
  response.on('end', () => {
    if (streamed || pending === '') return;
    try {
      const body = JSON.parse(pending) as Record<string, unknown>;
      const choices = body['choices'];
      const message = Array.isArray(choices) && isObject(choices[0]) ? choices[0]['message'] : undefined;
      if (isObject(message)) readPayload(JSON.stringify({ choices: [{ delta: message }] }), calls, record);
      if (isObject(body['usage'])) readPayload(JSON.stringify({ usage: body['usage'] }), calls, record);
    } catch {
      // Not JSON (an error page): nothing the model wrote.
    }
  });
}

export async function startModelTap(upstreamBaseUrl: string): Promise<ModelTap> {
  const upstream = new URL(upstreamBaseUrl);
  const base = upstream.href.replace(/\/+$/, '');
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  let record = emptyRecord();
  let streaming = 0;
  let idle: (() => void)[] = [];
  const finished = (): void => {
    streaming -= 1;
    if (streaming > 0) return;
    const waiters = idle;
    idle = [];
    for (const resolve of waiters) resolve();
  };
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const current = record;
    if (incoming.method === 'POST') current.requests += 1;
    const target = new URL(base + (incoming.url ?? '/'));
    const headers = { ...incoming.headers, host: target.host };
    const forward = send(target, { method: incoming.method, headers }, (response) => {
      outgoing.writeHead(response.statusCode ?? 502, response.headers);
      observe(response, current);
      streaming += 1;
      response.once('close', finished);
      response.pipe(outgoing);
    });
    forward.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(
        JSON.stringify({ error: { message: `The model server is not reachable: ${error.message}` } }),
      );
    });
    // Hearth going away (the turn's deadline) must abort the model request too.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) forward.destroy();
    });
    incoming.pipe(forward);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      const taken = record;
      record = emptyRecord();
      return taken;
    },
    settle(timeoutMs = 2_000) {
      if (streaming === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        idle.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
