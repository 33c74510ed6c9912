// The one error type of the Wyoming codec: a frame that cannot be read (or written). No I/O here.

export type WyomingProtocolErrorCode =
  'header-too-long' | 'bad-header' | 'bad-length' | 'block-too-large' | 'bad-data' | 'truncated';

export class WyomingProtocolError extends Error {
  override readonly name = 'WyomingProtocolError';
  readonly code: WyomingProtocolErrorCode;

  constructor(code: WyomingProtocolErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}
