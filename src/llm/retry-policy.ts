// One retry policy for every model adapter (OpenAI-compatible SSE, Ollama's native NDJSON): when a failed
// request is sent again, how long to wait, and what the log says about it.
import type { ModelPart } from './chat-model.js';
import { classifyModelError, isRetryable, serverMessage } from './classify-model-error.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';
import { ModelError } from './model-error.js';
import { retriedStream } from './watch-stream.js';

/** What a model's requests share when they fail: made once per model, used by each request. */
export interface RetryPolicy {
  /** Wait before the single retry (ms) when the server does not say how long (Retry-After). */
  retryDelayMs: number;
  /** Longest Retry-After honoured (ms); a server asking for more gets no retry. */
  maxRetryWaitMs: number;
  logger: Logger;
  /** The requests' URL; the log names its scheme, host and path only. */
  url: URL;
  model: string;
  /** Cut out of any server text the log repeats. */
  apiKey: string | undefined;
  /** What the user can do about a failure, in the adapter's terms. */
  hint: (failure: ModelError) => string | undefined;
  /**
   * A failure the adapter answers by changing the request (a parameter the server refuses): true when it
   * has adapted and the request should be resent at once, without counting as the retry.
   */
  adapt?: (failure: ModelError) => boolean;
}

/** What an adapter's options say about retrying; the defaults are the same for every adapter. */
export interface RetryOptions {
  retryDelayMs?: number | undefined;
  maxRetryWaitMs?: number | undefined;
  logger?: Logger | undefined;
  model: string;
  apiKey?: string | undefined;
}

/** A model's retry policy: 250 ms before the one retry unless the server says, Retry-After up to 10 s. */
export function retryPolicy(
  options: RetryOptions,
  url: URL,
  hint: RetryPolicy['hint'],
  adapt?: RetryPolicy['adapt'],
): RetryPolicy {
  return {
    retryDelayMs: options.retryDelayMs ?? 250,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 10_000,
    logger: options.logger ?? silentLogger,
    url,
    model: options.model,
    apiKey: options.apiKey,
    hint,
    ...(adapt === undefined ? {} : { adapt }),
  };
}

/** One attempt at the request; it sets `yielded` once the first part went out. */
export type Attempt = (state: { yielded: boolean }) => AsyncGenerator<ModelPart>;

/**
 * The request's parts, sent once more when it fails with 429, 5xx or a network error before its first part
 * was yielded: after the server's Retry-After when it gave one (a proxy in front of Ollama may; longer than
 * `maxRetryWaitMs`, no retry: a spoken turn cannot wait that long) or `retryDelayMs`. After the first part,
 * never, since the words were already spoken. The failure that ends it is logged once, with its hint.
 */
export function withRetry(
  attempt: Attempt,
  signal: AbortSignal | undefined,
  policy: RetryPolicy,
): AsyncGenerator<ModelPart> {
  const state = { yielded: false };
  const started = Date.now();
  let retried = false;
  /** Resolves to send the request again (after the wait), or throws the failure. */
  const again = async (error: unknown): Promise<void> => {
    const failure = error instanceof ModelError ? error : classifyModelError(error, undefined, policy.apiKey);
    if (state.yielded) throw logged(failure, policy);
    if (policy.adapt?.(failure) === true) return;
    const waitMs = failure.retryAfterMs ?? policy.retryDelayMs;
    if (retried || !isRetryable(failure) || waitMs > policy.maxRetryWaitMs) {
      throw logged(failure, policy);
    }
    retried = true;
    policy.logger.warn(
      {
        code: failure.code,
        status: failure.status,
        elapsedMs: Date.now() - started,
        waitMs,
        hint: `nothing to do yet: Hearth retries once. If it repeats: ${policy.hint(failure) ?? 'check the model server'}`,
      },
      'model request failed before the first token; retrying once',
    );
    await pause(waitMs, signal);
  };
  // The attempts' parts are handed on as they are, not re-yielded by a generator of its own: every
  // part of every answer passes here (issue 27).
  return retriedStream(() => attempt(state), again);
}

/** The failure, after a warn line with the server's own status and words (the key cut out). */
function logged(failure: ModelError, policy: RetryPolicy): ModelError {
  if (failure.code === 'aborted') return failure;
  const { url } = policy;
  policy.logger.warn(
    {
      code: failure.code,
      status: failure.status,
      endpoint: `${url.protocol}//${url.host}${url.pathname}`,
      model: policy.model,
      serverMessage: serverMessage(failure, policy.apiKey),
      ...(failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs }),
      hint: policy.hint(failure),
    },
    `model request failed: ${failure.message}`,
  );
  return failure;
}

/** Waits `ms`, or rejects with an `aborted` ModelError as soon as the signal fires. */
export async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
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
