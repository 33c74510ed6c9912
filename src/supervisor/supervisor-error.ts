// The one error type of the supervisor/ layer. Messages never carry the token.

export type SupervisorErrorCode =
  'unauthorized' | 'forbidden' | 'http-error' | 'network' | 'bad-response' | 'aborted';

export class SupervisorError extends Error {
  override readonly name = 'SupervisorError';
  readonly code: SupervisorErrorCode;
  /** HTTP status when the Supervisor answered one. */
  readonly status: number | undefined;

  constructor(code: SupervisorErrorCode, message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options?.status;
  }

  /** Network failures and 5xx answers may pass; a refusal or a malformed answer will not. */
  get retryable(): boolean {
    return this.code === 'network' || (this.code === 'http-error' && (this.status ?? 0) >= 500);
  }
}
