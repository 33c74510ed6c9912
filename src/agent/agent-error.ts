// The agent layer's own failures (the model's are ModelError). No Wyoming, no speech.

export type AgentErrorCode =
  /** The model kept calling tools past the step cap and gave no answer. */
  | 'step-limit'
  /** The answer grew past the spoken-answer limit (a runaway model). */
  | 'answer-too-long'
  /** The turn's signal aborted (client left, deadline, shutdown). */
  | 'aborted'
  /** A bug of ours: something threw that should not have. */
  | 'internal';

export class AgentError extends Error {
  override readonly name = 'AgentError';
  readonly code: AgentErrorCode;

  constructor(code: AgentErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}
