// ChatModel over any OpenAI-compatible endpoint: Chat Completions streamed as SSE over keep-alive HTTP,
// retries, errors. Knows the wire format; nothing of Home Assistant, tools' meaning or Wyoming.
import type { ChatModel, ChatRequest, ModelPart, ToolSpec } from '../chat-model.js';
import { classifyModelError, refusedParameter } from '../classify-model-error.js';
import type { RefusedParameter } from '../classify-model-error.js';
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { modelErrorHint } from '../model-error-hint.js';
import type { ModelError } from '../model-error.js';
import { withModelHabits } from '../habits/model-habits.js';
import { REQUEST_ENDED, RequestWatch, requestDeadlines } from '../request-watch.js';
import { HttpFailure, postForStream } from '../post-for-stream.js';
import { BodyReader } from '../body-reader.js';
import { retryPolicy, withRetry } from '../retry-policy.js';
import { SseParser } from './sse-parser.js';
import { StreamAssembler } from './stream-assembler.js';
import { toWireMessages, toWireTools } from './wire-messages.js';

export interface OpenAIChatModelOptions {
  baseUrl: string;
  /** Absent for local servers (Ollama, LM Studio …): a placeholder is sent, as some servers want one. */
  apiKey?: string | undefined;
  model: string;
  temperature: number;
  maxTokens: number;
  /** Nucleus sampling, sent only below 1 (every server's default). */
  topP?: number | undefined;
  /**
   * Longest silence allowed: before the response starts, and between two stream events. Default 60 s, and
   * 300 s before the first byte from a server at home (request-watch.ts).
   */
  timeoutMs?: number;
  /** Wait before the single retry (ms) when the server does not say how long (Retry-After). Default 250. */
  retryDelayMs?: number;
  /** Longest Retry-After honoured (ms); a server asking for more gets no retry. Default 10 s. */
  maxRetryWaitMs?: number;
  logger?: Logger;
  /** Whose options the log's hints name: the main model's (`llm_*`) or the expert's (`expert_*`). */
  role?: 'main' | 'expert';
  /**
   * More top-level request fields, sent as given (e.g. `chat_template_kwargs` for the thinking switch of
   * vLLM and llama.cpp); Hearth's own fields win over them.
   */
  extraFields?: Record<string, unknown> | undefined;
}

const PLACEHOLDER_KEY = 'no-key';
/**
 * Text deltas that arrive in one read are handed on together up to about this many characters: a burst
 * (a fast local model, a busy loop catching up) costs one pass through the layers above, not one per
 * token, while a part stays small enough for the answer caps to cut close to their limit.
 */
const MERGED_TEXT_CHARS = 256;

/**
 * Retry policy (retry-policy.ts, shared with the Ollama adapter): a request that fails with 429, 5xx or a
 * network error before its first part was yielded is sent once more, after the server's Retry-After when
 * it gave one (up to `maxRetryWaitMs`; longer, no retry) or `retryDelayMs`; after the first part, never,
 * since the words were already spoken.
 * Separately, a 400 or 422 naming a parameter the model refuses (`max_tokens`, `temperature`, `top_p`,
 * `stream_options`) is answered by resending without it, once per parameter per process.
 *
 * The model's text habits (reasoning tags, tool calls written as text) are handled by withModelHabits,
 * which wraps the returned model.
 *
 * A stream is complete at `[DONE]`, or at the end of the body after a `finish_reason`; the request then
 * ends without an abort, so its connection is reused. A body that ends before either is cut off: an
 * error, and the tool calls it held are never handed out.
 */
export function createOpenAIChatModel(options: OpenAIChatModelOptions): ChatModel {
  return withModelHabits(
    createWireModel(options),
    options.logger === undefined ? {} : { logger: options.logger },
  );
}

function createWireModel(options: OpenAIChatModelOptions): ChatModel {
  const logger = options.logger ?? silentLogger;
  const deadlines = requestDeadlines(options);
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  const headers = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    authorization: `Bearer ${options.apiKey ?? PLACEHOLDER_KEY}`,
  };

  async function* attempt(
    request: ChatRequest,
    body: readonly Buffer[],
    state: { yielded: boolean },
  ): AsyncGenerator<ModelPart> {
    const started = performance.now();
    const watch = new RequestWatch(request.signal, deadlines);
    let complete = false;
    let destroy: ((error: Error) => void) | undefined;
    try {
      const opened = await postForStream({
        url,
        headers,
        body,
        signal: watch.signal,
        secret: options.apiKey,
      });
      destroy = (error) => opened.destroy(error);
      const onAbort = (): void => opened.destroy(REQUEST_ENDED);
      watch.signal.addEventListener('abort', onAbort, { once: true });
      const headersMs = Math.round(performance.now() - started);
      const assembler = new StreamAssembler();
      const sse = new SseParser();
      const reader = new BodyReader(opened.response);
      let firstPartMs: number | undefined;
      let done = false;
      while (!done) {
        const text = await reader.next();
        watch.touch();
        const events = text === undefined ? sse.end() : sse.push(text);
        // Text deltas that arrived in one read go on together (MERGED_TEXT_CHARS).
        const parts: ModelPart[] = [];
        for (const data of events) {
          if (data === '[DONE]') {
            done = true;
            break;
          }
          for (const part of assembler.push(parseEvent(data, options.apiKey))) {
            const last = parts.at(-1);
            if (
              part.type === 'text-delta' &&
              last?.type === 'text-delta' &&
              last.text.length < MERGED_TEXT_CHARS
            ) {
              last.text += part.text;
            } else parts.push(part);
          }
        }
        for (const part of parts) {
          state.yielded = true;
          firstPartMs ??= Math.round(performance.now() - started);
          yield part;
        }
        if (sse.failure !== undefined)
          throw new HttpFailure(undefined, parseFailure(sse.failure), options.apiKey);
        if (text === undefined) break;
      }
      if (watch.signal.aborted) throw new Error('aborted during the stream');
      // Without [DONE], the body's end completes the stream only after a finish_reason.
      const rest = assembler.end(done);
      complete = true;
      watch.signal.removeEventListener('abort', onAbort);
      const usage = rest.find((part) => part.type === 'usage');
      logger.debug(
        {
          model: options.model,
          messages: request.messages.length,
          tools: request.tools.length,
          headersMs,
          firstPartMs,
          durationMs: Math.round(performance.now() - started),
          ...(usage?.type === 'usage' ? { usage: usage.usage } : {}),
        },
        'model request done',
      );
      for (const part of rest) yield part;
    } catch (error) {
      throw classifyModelError(error, watch.reason, options.apiKey);
    } finally {
      watch.dispose();
      // A complete stream is left to end by itself, so its connection goes back to the pool.
      if (!complete) destroy?.(REQUEST_ENDED);
    }
  }

  /** Parameters this model refused once: adapted for the rest of the process's life. */
  const refused = new Set<RefusedParameter>();

  /**
   * The tool list as encoded bytes, kept while the same specs come in the same order (the agent keeps its
   * tool list while the home's registries do not change): the list is most of every request's body, and
   * joining and encoding it afresh each turn was the largest piece of a turn's garbage.
   */
  let toolsTail: { specs: readonly ToolSpec[]; bytes: Buffer } | undefined;
  const toolsBytes = (specs: readonly ToolSpec[]): Buffer => {
    const same =
      toolsTail !== undefined &&
      toolsTail.specs.length === specs.length &&
      toolsTail.specs.every((spec, index) => spec === specs[index]);
    if (!same || toolsTail === undefined) {
      const json =
        specs.length === 0 ? '' : `,"tools":[${specs.map(wireToolJson).join(',')}],"tool_choice":"auto"`;
      toolsTail = { specs: [...specs], bytes: Buffer.from(`${json}}`, 'utf8') };
    }
    return toolsTail.bytes;
  };

  /** The request body: settings and messages encoded now, then the tool list's bytes (`toolsBytes`). */
  function bodyOf(request: ChatRequest): Buffer[] {
    const maxTokens = request.maxTokens ?? options.maxTokens;
    const settings = JSON.stringify({
      ...options.extraFields,
      model: options.model,
      stream: true,
      ...(refused.has('stream_options') ? {} : { stream_options: { include_usage: true } }),
      ...(refused.has('temperature') ? {} : { temperature: options.temperature }),
      ...(refused.has('top_p') || options.topP === undefined || options.topP >= 1
        ? {}
        : { top_p: options.topP }),
      ...(refused.has('max_tokens') ? { max_completion_tokens: maxTokens } : { max_tokens: maxTokens }),
    });
    const messages = JSON.stringify(toWireMessages(request.messages));
    return [
      Buffer.from(`${settings.slice(0, -1)},"messages":${messages}`, 'utf8'),
      toolsBytes(request.tools),
    ];
  }

  const hint = (failure: ModelError): string | undefined => modelErrorHint(failure.code, options.role);
  /** A 400/422 naming a parameter the server refuses: left out from now on, and the request resent. */
  const adapt = (failure: ModelError): boolean => {
    const parameter = refusedParameter(failure);
    if (parameter === undefined || refused.has(parameter)) return false;
    refused.add(parameter);
    logger.warn(
      {
        model: options.model,
        parameter,
        hint: 'nothing to do: Hearth leaves this parameter out for this server from now on',
      },
      'the model refused a parameter; adapting and resending',
    );
    return true;
  };

  const retry = retryPolicy(options, url, hint, adapt);

  return {
    name: options.model,
    stream(request) {
      return withRetry((state) => attempt(request, bodyOf(request), state), request.signal, retry);
    },
  };
}

const wireTools = new WeakMap<ToolSpec, string>();

function wireToolJson(spec: ToolSpec): string {
  let json = wireTools.get(spec);
  if (json === undefined) {
    json = JSON.stringify(toWireTools([spec])[0]);
    wireTools.set(spec, json);
  }
  return json;
}

/** One SSE data payload as JSON; an error object sent inside the stream (Ollama and others) throws. */
function parseEvent(data: string, secret: string | undefined): unknown {
  const event: unknown = JSON.parse(data);
  if (typeof event === 'object' && event !== null && 'error' in event && event.error != null) {
    throw new HttpFailure(undefined, event, secret);
  }
  return event;
}

/** An `error:` SSE payload: llama.cpp sends `{code, message, type}` as JSON; anything else is kept as text. */
function parseFailure(payload: string): unknown {
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null ? parsed : payload;
  } catch {
    return payload;
  }
}
