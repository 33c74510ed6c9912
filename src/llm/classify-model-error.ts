// Maps whatever a model request threw (HTTP failures, network errors, parse errors) to a ModelError code.
// Knows the wording of OpenAI, Ollama, LM Studio, vLLM, OpenRouter and llama.cpp error bodies; nothing of
// the agent.
import { ModelError } from './model-error.js';
import { errorField, HttpFailure, serverWords } from './post-for-stream.js';

const CONTEXT_WORDING =
  /context[ _-]?(length|window|size)|maximum context|too many tokens|prompt is too long|exceeds? the (max|maximum|available)|n_ctx|reduce the length|input is too long|too long for the model/i;
const NO_TOOLS_WORDING =
  /does not support tools|(tools?|function[ _]?call(s|ing)?) (is |are )?not supported|not support(ed)? (tools?|function)|enable-auto-tool-choice|tool[ _]?choice.*(requires|not supported|unsupported)|unsupported.*\btools?\b/i;
const UNKNOWN_MODEL_WORDING =
  /model_not_found|model.{0,80}(not found|does not exist|doesn't exist|no such|not a valid|is not available|unknown)|(unknown|invalid|no such|not a valid) model/i;

/** The reason we aborted the request ourselves, set on our own controller. */
export type AbortReason = 'caller' | 'timeout';

/** `secret` (the API key) is cut out of any server text quoted in the message, in case a server echoes it. */
export function classifyModelError(
  error: unknown,
  abortReason: AbortReason | undefined,
  secret?: string,
): ModelError {
  if (error instanceof ModelError) return error;
  if (abortReason === 'timeout')
    return new ModelError('timeout', 'The model did not answer in time', { cause: error });
  if (abortReason === 'caller') {
    return new ModelError('aborted', 'The model request was aborted', { cause: error });
  }
  if (error instanceof HttpFailure) return fromStatus(error, secret);
  if (error instanceof SyntaxError) {
    return new ModelError('bad-response', 'The model server sent a malformed stream', { cause: error });
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (
    typeof code === 'string' &&
    /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)$/.test(code)
  ) {
    return new ModelError('unavailable', `Cannot reach the model server (${code})`, { cause: error });
  }
  // A connection that broke before or during the answer: reset, closed, TLS failure.
  return new ModelError('unavailable', 'The connection to the model server failed', { cause: error });
}

function fromStatus(failure: HttpFailure, secret: string | undefined): ModelError {
  const status = failure.status;
  const text = serverWords(failure.body, secret);
  const options = {
    cause: failure,
    ...(status === undefined ? {} : { status }),
    retryAfterMs: failure.retryAfterMs,
  };
  const code = errorField(failure.body, 'code');
  const type = errorField(failure.body, 'type');
  const named = `${typeof code === 'string' ? code : ''} ${typeof type === 'string' ? type : ''}`;
  if (status === 401 || status === 403) {
    return new ModelError('unauthorized', `The model server refused the API key (${status})`, options);
  }
  if (status === 402 || (status === 429 && PAYMENT_WORDING.test(text))) {
    return new ModelError('payment-required', `The model provider wants payment: ${text}`, options);
  }
  // OpenAI says `insufficient_quota`; others only say "quota", and with a time to wait it is a rate limit.
  if (
    status === 429 &&
    (/insufficient_quota/.test(named) || (failure.retryAfterMs === undefined && QUOTA_WORDING.test(text)))
  ) {
    return new ModelError('quota-exceeded', `The API key's quota is used up: ${text}`, options);
  }
  if (status === 429) {
    const wait =
      failure.retryAfterMs === undefined ? '' : ` (it asks to wait ${seconds(failure.retryAfterMs)})`;
    return new ModelError('rate-limited', `The model server is rate limiting us${wait}`, options);
  }
  if (status === 408) return new ModelError('timeout', 'The model server timed out', options);
  if (status === 413 || code === 'context_length_exceeded' || CONTEXT_WORDING.test(`${named} ${text}`)) {
    return new ModelError('context-too-long', 'The conversation is too long for the model', options);
  }
  if (NO_TOOLS_WORDING.test(text)) {
    return new ModelError('no-tool-support', 'The model does not support tool calling', options);
  }
  if (
    (status === 404 || status === 400 || status === undefined) &&
    UNKNOWN_MODEL_WORDING.test(`${typeof code === 'string' ? code : ''} ${text}`)
  ) {
    return new ModelError('unknown-model', `The model server does not know the model: ${text}`, options);
  }
  if (status === undefined) {
    // An error object sent inside the stream (Ollama and others do this after a 200).
    return new ModelError('unavailable', `The model server reported an error: ${text}`, options);
  }
  if (status >= 500) return new ModelError('unavailable', `The model server failed (${status})`, options);
  if (status === 404) {
    // No model wording: the address has no Chat Completions endpoint (a wrong path in llm_base_url).
    return new ModelError(
      'bad-response',
      `The model server has no chat endpoint there (404): ${text}`,
      options,
    );
  }
  return new ModelError(
    'request-refused',
    `The model server refused the request (${status}): ${text}`,
    options,
  );
}

const PAYMENT_WORDING =
  /insufficient (credits|balance)|payment required|requires more credits|add (more )?credits/i;
const QUOTA_WORDING = /insufficient_quota|\bquota\b|billing/i;

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

/** The words of the server behind a failure, bounded and without the key: for the log. */
export function serverMessage(error: ModelError, secret: string | undefined): string | undefined {
  const cause: unknown = error.cause;
  return cause instanceof HttpFailure ? serverWords(cause.body, secret) : undefined;
}

export function isRetryable(error: ModelError): boolean {
  if (error.code === 'rate-limited') return true;
  return error.code === 'unavailable' && (error.status === undefined || error.status >= 500);
}

/** A request parameter this model refuses, that we can adapt to (OpenAI's reasoning models do this). */
export type RefusedParameter = 'max_tokens' | 'temperature' | 'top_p' | 'stream_options';

/**
 * OpenAI's o-series and gpt-5 models answer 400 `unsupported_parameter` to `max_tokens` (they want
 * `max_completion_tokens`) and `unsupported_value` to any temperature but the default; a few older
 * OpenAI-compatible servers reject `stream_options` (then usage is simply not reported). Mistral's API
 * answers 422 with a pydantic `extra_forbidden` detail whose `loc` names the field
 * (`["body", "stream_options", "include_usage"]`).
 */
export function refusedParameter(error: ModelError): RefusedParameter | undefined {
  const cause: unknown = error.cause;
  if ((error.status !== 400 && error.status !== 422) || !(cause instanceof HttpFailure)) return undefined;
  const param = errorField(cause.body, 'param');
  const message = serverWords(cause.body, undefined);
  const forbidden = forbiddenFields(cause.body);
  for (const name of ['max_tokens', 'temperature', 'top_p'] as const) {
    if (
      param === name ||
      forbidden.includes(name) ||
      new RegExp(`unsupported (parameter|value): '${name}'`, 'i').test(message)
    )
      return name;
  }
  if (param === 'stream_options' || /stream_options/.test(message)) return 'stream_options';
  return undefined;
}

/** Top-level body fields a pydantic server (Mistral, some vLLM front ends) refused as `extra_forbidden`. */
function forbiddenFields(body: unknown): string[] {
  const fields: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 4 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 20)) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const loc = record.loc;
    if (Array.isArray(loc) && loc[0] === 'body' && typeof loc[1] === 'string') fields.push(loc[1]);
    for (const key of ['message', 'detail', 'error']) visit(record[key], depth + 1);
  };
  visit(body, 0);
  return fields;
}
