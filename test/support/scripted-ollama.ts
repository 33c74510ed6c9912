// A scripted Ollama on loopback speaking its native API as Ollama's docs and server source describe it:
// GET /api/version, POST /api/show, GET /api/ps, and POST /api/chat streaming newline-delimited JSON
// (`{model, created_at, message: {role, content, tool_calls?}, done: false}` lines, then a `done: true` line
// with `done_reason` and the counts). Tool call arguments are objects. Like Ollama it keeps one model
// loaded with the `num_ctx` of the last request, and a prompt longer than that context is truncated
// silently (prompt_eval_count shows what was read) unless the request says `truncate: false`. Steps
// reuse the OpenAI fixture's shapes (`say`, `callTools`, `fail`, `hang`, `drop`). Nothing of Hearth's code.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sendJson as sendModelJson, splitText, type ReplyStep, type ScriptedStep } from './scripted-model.js';

export interface OllamaChatBody {
  model?: string;
  stream?: boolean;
  messages?: {
    role: string;
    content?: string;
    tool_calls?: { id?: string; function: { name: string; arguments: unknown } }[];
    tool_name?: string;
    tool_call_id?: string;
  }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  think?: boolean | string;
  keep_alive?: string | number;
  truncate?: boolean;
  options?: { num_ctx?: number; num_predict?: number; temperature?: number; top_p?: number };
  [key: string]: unknown;
}

export interface OllamaRequest {
  index: number;
  method: string;
  path: string;
  body: OllamaChatBody;
  /** Prompt tokens as this server counts them (a quarter of the JSON of messages and tools). */
  promptTokens: number;
}

export interface ScriptedOllama {
  /** The OpenAI-style base a user would set (`…/v1`); the native API is at its root. */
  readonly url: string;
  readonly root: string;
  /** Every request, in order (chat and the others). */
  readonly requests: readonly OllamaRequest[];
  /** The chat requests only. */
  chats(): OllamaRequest[];
  enqueue(...steps: ScriptedStep[]): void;
  /** The context the loaded model runs with (what /api/ps says); undefined until a chat loads it. */
  readonly loadedContext: number | undefined;
  close(): Promise<void>;
}

export interface ScriptedOllamaOptions {
  /** The model's own maximum (`<arch>.context_length` in /api/show). Default 32768. */
  modelMaximum?: number;
  /** The server's default context, used when a request sends no num_ctx (OLLAMA_CONTEXT_LENGTH). Default 4096. */
  defaultContext?: number;
  capabilities?: readonly string[];
  /** Models pulled (others answer 404 to /api/show, as Ollama does). Default: any. */
  models?: readonly string[];
  /** Answers when the queue is empty. Default: a short text. */
  fallback?: (request: OllamaRequest) => ScriptedStep;
}

export async function startScriptedOllama(options: ScriptedOllamaOptions = {}): Promise<ScriptedOllama> {
  const queue: ScriptedStep[] = [];
  const requests: OllamaRequest[] = [];
  let loadedContext: number | undefined;
  const maximum = options.modelMaximum ?? 32_768;

  const server = createServer((req, res) => {
    void readBody(req).then(async (text) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const body = (text === '' ? {} : JSON.parse(text)) as OllamaChatBody;
      const promptTokens = Math.ceil(JSON.stringify([body.messages ?? [], body.tools ?? []]).length / 4);
      const request: OllamaRequest = {
        index: requests.length,
        method: req.method ?? 'GET',
        path,
        body,
        promptTokens,
      };
      requests.push(request);
      if (path === '/api/version') return sendJson(res, 200, { version: '0.12.6' });
      if (path === '/api/show') {
        const wanted = String(body.model ?? '');
        if (
          options.models !== undefined &&
          !options.models.some((name) => name === wanted || name === `${wanted}:latest`)
        ) {
          return sendJson(res, 404, { error: `model '${wanted}' not found` });
        }
        return sendJson(res, 200, {
          modelfile: '# scripted',
          template: '{{ .Prompt }}',
          details: { format: 'gguf', family: 'qwen2', parameter_size: '7.6B', quantization_level: 'Q4_K_M' },
          model_info: { 'general.architecture': 'qwen2', 'qwen2.context_length': maximum },
          capabilities: options.capabilities ?? ['completion', 'tools'],
        });
      }
      if (path === '/api/ps') {
        const name = 'scripted-model:latest';
        return sendJson(res, 200, {
          models:
            loadedContext === undefined
              ? []
              : [
                  {
                    name,
                    model: name,
                    size: 1,
                    digest: 'd',
                    expires_at: '2318-01-01T00:00:00Z',
                    size_vram: 1,
                    context_length: loadedContext,
                  },
                ],
        });
      }
      if (path !== '/api/chat' || req.method !== 'POST') {
        return sendJson(res, 404, { error: `404 page not found` });
      }
      const context = Math.min(body.options?.num_ctx ?? options.defaultContext ?? 4_096, maximum);
      loadedContext = context;
      if (promptTokens > context && body.truncate === false) {
        return sendJson(res, 400, {
          error: 'the request exceeds the available context size, try increasing it',
        });
      }
      const step = queue.shift() ??
        options.fallback?.(request) ?? { kind: 'reply', text: 'Scripted answer.', toolCalls: [] };
      // Ollama's silent truncation: the prompt it reads is cut to what fits.
      await answer(step, body, Math.min(promptTokens, context - 1), res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const root = `http://127.0.0.1:${port}`;
  return {
    url: `${root}/v1`,
    root,
    requests,
    chats: () => requests.filter((request) => request.path === '/api/chat'),
    enqueue: (...steps) => void queue.push(...steps),
    get loadedContext() {
      return loadedContext;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function answer(
  step: ScriptedStep,
  body: OllamaChatBody,
  read: number,
  res: ServerResponse,
): Promise<void> {
  switch (step.kind) {
    case 'hang':
      return;
    case 'drop':
      res.socket?.destroy();
      return;
    case 'error':
      // Ollama's errors are `{ "error": "…" }`; headers as scripted (a proxy's Retry-After).
      return sendJson(res, step.status, step.body, step.headers);
    case 'raw':
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      for (const line of step.events) res.write(`${line}\n`);
      res.end();
      return;
    case 'bytes':
      // Bytes exactly as scripted (cut lines, CRLF …), as the OpenAI-side server replays them.
      res.writeHead(step.status ?? 200, step.headers ?? { 'content-type': 'application/x-ndjson' });
      for (const piece of step.pieces) {
        if (res.destroyed) return;
        res.write(piece);
        await sleep(step.pauseMs ?? 3);
      }
      res.end();
      return;
    case 'reply':
      break;
  }
  const lines = chatLines(step, body, read);
  if (body.stream === false) {
    const last = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    const calls = toolCallsOf(step);
    return sendJson(res, 200, {
      ...last,
      message: { role: 'assistant', content: step.text, ...(calls.length > 0 ? { tool_calls: calls } : {}) },
    });
  }
  res.writeHead(200, { 'content-type': 'application/x-ndjson' });
  for (const [position, line] of lines.entries()) {
    const delay = position === 0 ? (step.firstDeltaDelayMs ?? 0) : (step.delayMs ?? 0);
    if (delay > 0) await sleep(delay);
    if (res.destroyed) return;
    res.write(`${line}\n`);
  }
  res.end();
}

/** The NDJSON lines of a reply: text pieces, the tool calls (whole, in one message), then `done`. */
function chatLines(step: ReplyStep, body: OllamaChatBody, read: number): string[] {
  const model = body.model ?? 'scripted-model';
  // Each line's own time, to the nanosecond, as Ollama writes it (Go's RFC 3339).
  let lineNumber = 0;
  const stamp = (): string =>
    `2025-07-07T20:22:19.${String(184789123 + 7391 * lineNumber++).padStart(9, '0')}Z`;
  const line = (message: Record<string, unknown>): string =>
    JSON.stringify({ model, created_at: stamp(), message: { role: 'assistant', ...message }, done: false });
  const lines = splitText(step.text, step.chunkSize).map((piece) => line({ content: piece }));
  const calls = toolCallsOf(step);
  if (calls.length > 0) lines.push(line({ content: '', tool_calls: calls }));
  const usage = step.usage ?? undefined;
  lines.push(
    JSON.stringify({
      model,
      created_at: stamp(),
      message: { role: 'assistant', content: '' },
      done_reason: step.finishReason ?? 'stop',
      done: true,
      total_duration: 182242375,
      load_duration: 41295167,
      prompt_eval_count: usage?.promptTokens ?? read,
      prompt_eval_duration: 24573166,
      eval_count: usage?.completionTokens ?? Math.ceil(step.text.length / 4),
      eval_duration: 115959084,
    }),
  );
  return lines;
}

function toolCallsOf(step: ReplyStep): Record<string, unknown>[] {
  return step.toolCalls.map((call, index) => ({
    ...(call.id === undefined ? {} : { id: call.id }),
    function: {
      index,
      name: call.name,
      arguments:
        typeof call.arguments === 'string' ? (JSON.parse(call.arguments) as unknown) : call.arguments,
    },
  }));
}

/** Ollama's JSON answers carry a charset, as Go's net/http writes them. */
function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendModelJson(res, status, body, { 'content-type': 'application/json; charset=utf-8', ...headers });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}
