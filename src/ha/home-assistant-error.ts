// The one error type of the ha/ layer.

export type HomeAssistantErrorCode =
  | 'unauthorized'
  | 'not-found'
  | 'not-connected'
  | 'timeout'
  | 'invalid-request'
  | 'service-failed'
  | 'unavailable'
  | 'aborted';

export class HomeAssistantError extends Error {
  override readonly name = 'HomeAssistantError';
  readonly code: HomeAssistantErrorCode;

  constructor(code: HomeAssistantErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
