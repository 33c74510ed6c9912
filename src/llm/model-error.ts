// The one error type of the llm/ layer: every failure of a model request is classified into a code.

export type ModelErrorCode =
  | 'unauthorized'
  /** 429: too many requests for now (Retry-After, when the server sends one, says for how long). */
  | 'rate-limited'
  /** 429 `insufficient_quota` and the like: the key's quota is used up; waiting does not help. */
  | 'quota-exceeded'
  /** 402: the account has no credit left (OpenRouter and other paid gateways). */
  | 'payment-required'
  /** 400/422 the server would not take (and not one we adapt to): a parameter or message it refuses. */
  | 'request-refused'
  | 'timeout'
  | 'context-too-long'
  | 'no-tool-support'
  | 'unavailable'
  | 'bad-response'
  /** The server does not know the configured model (404 `model_not_found` and the like). */
  | 'unknown-model'
  /** The stream ended before the model finished, or ran out of tokens inside a tool call. */
  | 'incomplete'
  | 'aborted';

export class ModelError extends Error {
  override readonly name = 'ModelError';
  readonly code: ModelErrorCode;
  /** HTTP status of the failed response, when there was one. */
  readonly status: number | undefined;
  /** How long the server asked us to wait before asking again (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(
    code: ModelErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number; retryAfterMs?: number | undefined },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options?.status;
    this.retryAfterMs = options?.retryAfterMs;
  }
}
