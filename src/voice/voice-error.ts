// The one error type of the voice layer: what went wrong with the TTS upstream or a TTS request.

export type VoiceErrorCode =
  /** The upstream could not be reached (refused, unresolvable, connect timeout). */
  | 'unreachable'
  /** The upstream answered with a Wyoming `error` event. */
  | 'upstream-error'
  /** The upstream closed the connection before finishing, or sent something unreadable. */
  | 'upstream-closed'
  /** The upstream stopped sending for longer than Hearth waits. */
  | 'timeout'
  /** The request was given up because its client left or Hearth is stopping. */
  | 'aborted'
  /** A client's request carried more text than one request may (MAX_TTS_TEXT_CHARS). */
  | 'too-long'
  /** Every upstream slot was taken and the queue behind them full. */
  | 'busy';

export class VoiceError extends Error {
  override readonly name = 'VoiceError';
  readonly code: VoiceErrorCode;

  constructor(code: VoiceErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}

/** Any failure as a VoiceError; an abort keeps the code `aborted`. */
export function asVoiceError(error: unknown, signal?: AbortSignal): VoiceError {
  if (error instanceof VoiceError) return error;
  if (signal?.aborted === true)
    return new VoiceError('aborted', 'the request was abandoned', { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new VoiceError('timeout', message, { cause: error });
  }
  return new VoiceError('upstream-closed', message, { cause: error });
}
