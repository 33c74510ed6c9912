// ChatModel over any OpenAI-compatible endpoint through the `openai` package: streaming, retries, errors.
// Knows the Chat Completions wire format; nothing of Home Assistant, tools' meaning or Wyoming.
import OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
} from 'openai/resources/chat/completions';
import type { ChatModel, ChatRequest, ModelPart } from './chat-model.js';
import { classifyModelError, isRetryable, refusedParameter } from './classify-model-error.js';
import type { AbortReason, RefusedParameter } from './classify-model-error.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';
import { ModelError } from './model-error.js';
import { StreamAssembler } from './stream-assembler.js';
import { toWireMessages, toWireTools } from './wire-messages.js';

export interface OpenAIChatModelOptions {
  baseUrl: string;
  /** Absent for local servers (Ollama, LM Studio …): a placeholder is sent, as the SDK needs one. */
  apiKey?: string | undefined;
  model: string;
  temperature: number;
  maxTokens: number;
  /** Longest silence allowed: before the response starts, and between two stream events. Default 60 s. */
  timeoutMs?: number;
  /** Wait before the single retry (ms). Default 250. */
  retryDelayMs?: number;
  logger?: Logger;
}

const PLACEHOLDER_KEY = 'no-key';
/** One shared abort reason (a reasonless abort builds a DOMException with a stack every time). */
const REQUEST_ENDED = Object.freeze(new Error('The model request ended'));

/**
 * Retry policy: the SDK's retries are off. A request that fails with 429, 5xx or a network error before
 * its first part was yielded is sent once more (after `retryDelayMs`); after the first part, never, since
 * the words were already spoken. Separately, a 400 naming a parameter the model refuses (`max_tokens`,
 * `temperature`, `stream_options`) is answered by resending without it, once per parameter per process.
 */
export function createOpenAIChatModel(options: OpenAIChatModelOptions): ChatModel {
  const logger = options.logger ?? silentLogger;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const client = new OpenAI({
    baseURL: options.baseUrl.replace(/\/+$/, ''),
    apiKey: options.apiKey ?? PLACEHOLDER_KEY,
    maxRetries: 0,
    // Our own idle timer covers the whole stream; the SDK's would only cover the headers.
    timeout: 24 * 60 * 60 * 1000,
    logLevel: 'off',
  });

  async function* attempt(
    request: ChatRequest,
    body: ChatCompletionCreateParamsStreaming,
    state: { yielded: boolean },
  ): AsyncGenerator<ModelPart> {
    const started = performance.now();
    const controller = new AbortController();
    let abortReason: AbortReason | undefined;
    const onCallerAbort = (): void => {
      abortReason ??= 'caller';
      controller.abort(REQUEST_ENDED);
    };
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    let timer: NodeJS.Timeout | undefined;
    const armTimer = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        abortReason ??= 'timeout';
        controller.abort(REQUEST_ENDED);
      }, timeoutMs);
    };
    try {
      if (request.signal?.aborted === true) onCallerAbort();
      armTimer();
      const stream = await client.chat.completions.create(body, { signal: controller.signal });
      const headersMs = Math.round(performance.now() - started);
      const assembler = new StreamAssembler();
      let firstPartMs: number | undefined;
      for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
        armTimer();
        for (const part of assembler.push(chunk)) {
          state.yielded = true;
          firstPartMs ??= Math.round(performance.now() - started);
          yield part;
        }
      }
      // The SDK ends a stream quietly when its signal aborts: tell that apart from a real end.
      if (controller.signal.aborted) throw new Error('aborted during the stream');
      const rest = assembler.end();
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
      throw classifyModelError(error, abortReason, options.apiKey);
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
      controller.abort(REQUEST_ENDED);
    }
  }

  /** Parameters this model refused once: adapted for the rest of the process's life. */
  const refused = new Set<RefusedParameter>();

  function bodyOf(request: ChatRequest): ChatCompletionCreateParamsStreaming {
    return {
      model: options.model,
      messages: toWireMessages(request.messages),
      stream: true,
      ...(refused.has('stream_options') ? {} : { stream_options: { include_usage: true } }),
      ...(refused.has('temperature') ? {} : { temperature: options.temperature }),
      ...(refused.has('max_tokens')
        ? { max_completion_tokens: options.maxTokens }
        : { max_tokens: options.maxTokens }),
      ...(request.tools.length > 0
        ? { tools: toWireTools(request.tools), tool_choice: 'auto' as const }
        : {}),
    };
  }

  return {
    name: options.model,
    async *stream(request) {
      const state = { yielded: false };
      const started = Date.now();
      let retried = false;
      for (;;) {
        try {
          yield* attempt(request, bodyOf(request), state);
          return;
        } catch (error) {
          const failure =
            error instanceof ModelError ? error : classifyModelError(error, undefined, options.apiKey);
          if (state.yielded) throw failure;
          const parameter = refusedParameter(failure);
          if (parameter !== undefined && !refused.has(parameter)) {
            refused.add(parameter);
            logger.warn(
              { model: options.model, parameter },
              'the model refused a parameter; adapting and resending',
            );
            continue;
          }
          if (retried || !isRetryable(failure)) throw failure;
          retried = true;
          logger.warn(
            { code: failure.code, status: failure.status, elapsedMs: Date.now() - started },
            'model request failed before the first token; retrying once',
          );
          await pause(retryDelayMs, request.signal);
        }
      }
    },
  };
}

async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted === true) throw new ModelError('aborted', 'The model request was aborted');
  await new Promise<void>((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new ModelError('aborted', 'The model request was aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
