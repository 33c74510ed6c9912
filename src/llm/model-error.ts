// The one error type of the llm/ layer: every failure of a model request is classified into a code.

export type ModelErrorCode =
  | 'unauthorized'
  | 'rate-limited'
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

  constructor(code: ModelErrorCode, message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options?.status;
  }
}
