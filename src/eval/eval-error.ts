// The one error type of eval/: what stops an evaluation before or between its tasks.

export type EvalErrorCode =
  /** Home Assistant had not loaded the home (not reachable, wrong token). */
  | 'home-not-loaded'
  /** The home has nothing to ask about (no exposed entity a task can use). */
  | 'no-tasks'
  /** Bad input to `hearth eval` or the Models tab (a count out of range, no model). */
  | 'invalid-request'
  /** The sandbox (simulated Home Assistant or sandbox Hearth) did not start. */
  | 'sandbox-failed'
  /** Another evaluation is running. */
  | 'busy'
  | 'aborted';

export class EvalError extends Error {
  override readonly name = 'EvalError';
  readonly code: EvalErrorCode;

  constructor(code: EvalErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
