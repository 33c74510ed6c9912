// ChatModel over Ollama's native chat API (POST /api/chat, newline-delimited JSON), the way Home
// Assistant's own Ollama integration drives it: the context size (`options.num_ctx`), how long the model
// stays loaded (`keep_alive`) and thinking (`think`) are set on every request, which Ollama's /v1 cannot
// do. On node:http with the OpenAI path's keep-alive agents, for the same reasons (CPU and memory per
// turn). Knows the wire format; nothing of Home Assistant, tools' meaning or Wyoming.
import type { ChatModel, ChatRequest, ModelPart, ToolSpec } from '../chat-model.js';
import { classifyModelError } from '../classify-model-error.js';
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { modelErrorHint } from '../model-error-hint.js';
import { withModelHabits } from '../habits/model-habits.js';
import { ModelError } from '../model-error.js';
import { serverRoot } from '../model-server.js';
import { TextReadTemplate, type ReadFormat } from '../text-read-template.js';
import { NdjsonParser, ndjsonPayloadPlace } from './ndjson-parser.js';
import { OllamaStream, onlyText, SKIPPED_STRINGS } from './ollama-stream.js';
import { toOllamaMessages, toOllamaTool } from './ollama-wire.js';
import { BodyReader } from '../body-reader.js';
import { retryPolicy, withRetry } from '../retry-policy.js';
import { REQUEST_ENDED, RequestWatch, requestDeadlines } from '../request-watch.js';
import { HttpFailure, postForStream } from '../post-for-stream.js';

export interface OllamaChatModelOptions {
  /** Ollama's root, e.g. `http://host:11434` (an OpenAI-style base ending in `/v1` is cut back to it). */
  baseUrl: string;
  /** Sent as a bearer token when set (Ollama behind a proxy that wants one). */
  apiKey?: string | undefined;
  model: string;
  temperature: number;
  maxTokens: number;
  topP?: number | undefined;
  /** `options.num_ctx`: the context the model is loaded with. */
  contextWindow: number;
  /** `keep_alive`: a duration ("30m"), seconds, or -1 to stay loaded. */
  keepAlive: string | number;
  /** `think`: false switches reasoning off for models that think; undefined leaves the model's default. */
  think?: boolean | undefined;
  /**
   * Longest silence allowed: before the response starts, and between two lines. Default 60 s, and 300 s
   * before the first byte from a server at home (request-watch.ts).
   */
  timeoutMs?: number;
  /** Wait before the single retry (ms) when the server (or a proxy) does not say how long. Default 250. */
  retryDelayMs?: number;
  /** Longest Retry-After honoured (ms); a server asking for more gets no retry. Default 10 s. */
  maxRetryWaitMs?: number;
  logger?: Logger;
}

/** A text line's read, read by OllamaStream (text-read-template.ts). */
export const NDJSON_TEXT_READS: ReadFormat = {
  placeOf: ndjsonPayloadPlace,
  onlyText,
  skippedStrings: SKIPPED_STRINGS,
};

/** Text deltas of one read are handed on together up to about this many characters (as on the OpenAI path). */
const MERGED_TEXT_CHARS = 256;

/**
 * Retry policy as on the OpenAI path (retry-policy.ts): a 429, 5xx or network failure before the first
 * part is sent once more, after a proxy's Retry-After when it gives one; after the first part, never. The stream is complete at the object with `done: true`; a body that
 * ends before it was cut off, and the tool calls it held are never handed out. The model's text habits
 * (a lone `</think>`, tool calls written as text by a model whose template declares no tools) are handled
 * by withModelHabits, as on the OpenAI path.
 */
export function createOllamaChatModel(options: OllamaChatModelOptions): ChatModel {
  return withModelHabits(
    createWireModel(options),
    options.logger === undefined ? {} : { logger: options.logger },
  );
}

function createWireModel(options: OllamaChatModelOptions): ChatModel {
  const logger = options.logger ?? silentLogger;
  const deadlines = requestDeadlines(options);
  const url = new URL(`${serverRoot(options.baseUrl)}/api/chat`);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/x-ndjson',
    ...(options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` }),
  };

  function bodyOf(request: ChatRequest): string {
    const settings = JSON.stringify({
      model: options.model,
      stream: true,
      keep_alive: options.keepAlive,
      // An error instead of Ollama's silent cut when the prompt is longer than num_ctx: Hearth fits the
      // history itself, and a prompt that still does not fit must be said, not half read.
      truncate: false,
      ...(options.think === undefined ? {} : { think: options.think }),
      options: {
        num_ctx: options.contextWindow,
        temperature: options.temperature,
        num_predict: request.maxTokens ?? options.maxTokens,
        ...(options.topP === undefined || options.topP >= 1 ? {} : { top_p: options.topP }),
      },
    });
    const messages = JSON.stringify(toOllamaMessages(request.messages));
    const tools = request.tools.length === 0 ? '' : `,"tools":[${request.tools.map(toolJson).join(',')}]`;
    return `${settings.slice(0, -1)},"messages":${messages}${tools}}`;
  }

  async function* attempt(request: ChatRequest, state: { yielded: boolean }): AsyncGenerator<ModelPart> {
    const started = performance.now();
    const watch = new RequestWatch(request.signal, deadlines);
    let complete = false;
    let destroy: ((error: Error) => void) | undefined;
    const batch = request.textBatch;
    /** Text read and not handed on yet (TextBatch): the caller, waiting for this generator, lets it wait. */
    let waiting = '';
    const handOn = (): ModelPart => {
      const part: ModelPart = { type: 'text-delta', text: waiting };
      waiting = '';
      state.yielded = true;
      return part;
    };
    try {
      const opened = await postForStream({
        url,
        headers,
        body: bodyOf(request),
        signal: watch.signal,
        secret: options.apiKey,
      });
      destroy = (error) => opened.destroy(error);
      const onAbort = (): void => opened.destroy(REQUEST_ENDED);
      watch.signal.addEventListener('abort', onAbort, { once: true });
      const stream = new OllamaStream();
      const lines = new NdjsonParser();
      const template = new TextReadTemplate(NDJSON_TEXT_READS);
      const reader = new BodyReader(opened.response);
      let usage: unknown;
      while (!stream.done) {
        const text = await reader.next();
        watch.touch();
        const parts: ModelPart[] = [];
        const idle = lines.idle;
        const known = idle && text !== undefined ? template.match(text) : undefined;
        const read = known === undefined ? (text === undefined ? lines.end() : lines.push(text)) : [];
        if (known !== undefined) parts.push(...stream.pushText(known));
        for (const line of read) {
          const event: unknown = JSON.parse(line);
          if (typeof event === 'object' && event !== null && 'error' in event && event.error != null) {
            throw new HttpFailure(undefined, event, options.apiKey);
          }
          if (text !== undefined && idle && read.length === 1 && lines.idle)
            template.learn(text, line, event);
          for (const part of stream.push(event)) {
            const last = parts.at(-1);
            if (part.type === 'usage') usage = part.usage;
            if (
              part.type === 'text-delta' &&
              last?.type === 'text-delta' &&
              last.text.length < MERGED_TEXT_CHARS
            )
              last.text += part.text;
            else parts.push(part);
          }
        }
        for (const part of parts) {
          if (batch !== undefined && part.type === 'text-delta') {
            waiting += part.text;
            continue;
          }
          if (waiting !== '') yield handOn();
          state.yielded = true;
          yield part;
        }
        if (waiting !== '' && (text === undefined || batch?.mayWait(waiting) !== true)) yield handOn();
        if (text === undefined) break;
      }
      if (watch.signal.aborted) throw new Error('aborted during the stream');
      if (!stream.done) {
        throw new ModelError('incomplete', "The model server's stream ended before the answer was finished");
      }
      complete = true;
      watch.signal.removeEventListener('abort', onAbort);
      logger.debug(
        {
          model: options.model,
          messages: request.messages.length,
          tools: request.tools.length,
          durationMs: Math.round(performance.now() - started),
          textReadsByTemplate: template.taken,
          ...(usage === undefined ? {} : { usage }),
        },
        'model request done',
      );
    } catch (error) {
      // Read before the failure: it would have gone on already without the batch.
      if (waiting !== '') yield handOn();
      throw classifyModelError(error, watch.reason, options.apiKey);
    } finally {
      watch.dispose();
      // A complete stream ends by itself, so its connection goes back to the pool.
      if (!complete) destroy?.(REQUEST_ENDED);
    }
  }

  const retry = retryPolicy(options, url, ollamaHint);

  return {
    name: options.model,
    stream(request) {
      return withRetry((state) => attempt(request, state), request.signal, retry);
    },
  };
}

/** The advice for a failure, in Ollama's terms where they differ from the general ones. */
function ollamaHint(failure: ModelError): string | undefined {
  if (failure.code === 'unknown-model') return 'Pull the model first (ollama pull <model>), or fix llm_model';
  if (failure.code === 'context-too-long') {
    return 'Raise context_window (sent to Ollama as num_ctx), or lower history_turns';
  }
  return modelErrorHint(failure.code);
}

const toolJsonCache = new WeakMap<ToolSpec, string>();

function toolJson(spec: ToolSpec): string {
  let json = toolJsonCache.get(spec);
  if (json === undefined) {
    json = JSON.stringify(toOllamaTool(spec));
    toolJsonCache.set(spec, json);
  }
  return json;
}
