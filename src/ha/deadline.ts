// Bounds a promise by a timeout and an AbortSignal, and turns whatever the WebSocket library or
// Home Assistant rejected with into a HomeAssistantError. No sockets, no home model.
import { HomeAssistantError, type HomeAssistantErrorCode } from './home-assistant-error.js';

/** Settles like `promise`, or rejects with `timeout` after `timeoutMs` / `aborted` when `signal` fires. */
export function withDeadline<T>(
  promise: Promise<T>,
  options: { timeoutMs: number; signal?: AbortSignal | undefined; what: string },
): Promise<T> {
  const { timeoutMs, signal, what } = options;
  if (signal?.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(new HomeAssistantError('aborted', `${what} was aborted`));
  }
  return new Promise<T>((resolve, reject) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => {
      done();
      reject(new HomeAssistantError('aborted', `${what} was aborted`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new HomeAssistantError('timeout', `${what} got no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        done();
        resolve(value);
      },
      (error: unknown) => {
        done();
        reject(toHomeAssistantError(error, what));
      },
    );
  });
}

const REMOTE_CODES: Record<string, HomeAssistantErrorCode> = {
  not_found: 'not-found',
  unauthorized: 'unauthorized',
  timeout: 'timeout',
  invalid_format: 'invalid-request',
  service_validation_error: 'invalid-request',
  template_error: 'invalid-request',
  unknown_command: 'invalid-request',
  not_supported: 'invalid-request',
  not_allowed: 'invalid-request',
  invalid_start_time: 'invalid-request',
  invalid_end_time: 'invalid-request',
  invalid_entity_ids: 'invalid-request',
  home_assistant_error: 'service-failed',
  unknown_error: 'service-failed',
};

/** Maps an error from the library (numeric codes, `{ code, message }` results) to ours. */
export function toHomeAssistantError(error: unknown, what: string): HomeAssistantError {
  if (error instanceof HomeAssistantError) return error;
  const code: unknown =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : error;
  if (code === 3 || code === 1) {
    return new HomeAssistantError('not-connected', `${what}: the connection to Home Assistant was lost`, {
      cause: error,
    });
  }
  if (code === 2) return new HomeAssistantError('unauthorized', `${what}: Home Assistant refused the token`);
  if (typeof code === 'string') {
    const message = (error as { message?: unknown }).message;
    return new HomeAssistantError(
      REMOTE_CODES[code] ?? 'service-failed',
      typeof message === 'string' && message !== '' ? message : `${what} failed (${code})`,
      { cause: error, remoteCode: code },
    );
  }
  return new HomeAssistantError('service-failed', `${what} failed`, { cause: error });
}
