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
  /** Home Assistant's own error code when it answered one (`service_validation_error`, `not_found` …). */
  readonly remoteCode: string | undefined;

  constructor(
    code: HomeAssistantErrorCode,
    message: string,
    options?: { cause?: unknown; remoteCode?: string },
  ) {
    super(message, options);
    this.code = code;
    this.remoteCode = options?.remoteCode;
  }
}
