// One REST call to Home Assistant on node:http(s) with the Bearer token; HTTP failures become
// HomeAssistantError codes. The token never appears in errors. No WebSocket, no home model.
// Not `fetch` (send-request.ts says why).
import { runWithDeadline } from '../deadline/run-with-deadline.js';
import { HomeAssistantError, type HomeAssistantErrorCode } from './home-assistant-error.js';
import { sendRequest, type SentAnswer } from './send-request.js';

export interface RestRequest {
  /** API root, `http://host:8123/api` or `http://supervisor/core/api`. */
  apiUrl: string;
  token: string;
  method: 'GET' | 'POST';
  /** Relative to the API root, e.g. `/states/light.kitchen` or `services/light/turn_on?return_response`. */
  path: string;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

const STATUS_CODES: Record<number, HomeAssistantErrorCode> = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'unauthorized',
  404: 'not-found',
  405: 'invalid-request',
  500: 'service-failed',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

/**
 * Resolves with the parsed JSON body, the text of a text answer (`/template`), or the bytes of a
 * binary one (`/camera_proxy` images), by the response's content type.
 */
export async function restRequest<T>(request: RestRequest): Promise<T> {
  const { apiUrl, method, path, timeoutMs } = request;
  const url = `${apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const what = `Home Assistant ${method} ${path.split('?')[0] ?? path}`;
  // The deadline's timer ends with the answer: an event fired per turn leaves nothing pending behind.
  return runWithDeadline(timeoutMs, (_either, deadline) => readResponse<T>(request, url, what, deadline));
}

async function readResponse<T>(
  request: RestRequest,
  url: string,
  what: string,
  deadline: AbortSignal,
): Promise<T> {
  const { token, method, body, timeoutMs, signal } = request;
  let response: SentAnswer;
  try {
    response = await sendRequest(new URL(url), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal === undefined ? deadline : AbortSignal.any([signal, deadline]),
    });
  } catch (cause) {
    if (signal?.aborted === true) throw new HomeAssistantError('aborted', `${what} was aborted`, { cause });
    if (deadline.aborted)
      throw new HomeAssistantError('timeout', `${what} got no answer within ${timeoutMs} ms`);
    throw new HomeAssistantError('unavailable', `${what}: Home Assistant is not reachable`, { cause });
  }
  const { status } = response;
  const contentType = response.headers['content-type'] ?? '';
  const ok = status >= 200 && status < 300;
  if (ok && isBinary(contentType)) return new Uint8Array(response.body) as T;
  const text = response.body.toString('utf8');
  const isJson = contentType.includes('json');
  if (!ok) {
    throw new HomeAssistantError(
      STATUS_CODES[status] ?? (status >= 500 ? 'unavailable' : 'invalid-request'),
      `${what} failed with HTTP ${status}: ${errorText(text, isJson)}`,
    );
  }
  if (!isJson) return text as T;
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new HomeAssistantError('service-failed', `${what} answered invalid JSON`, { cause });
  }
}

function isBinary(contentType: string): boolean {
  return /^(image|audio|video)\/|^application\/octet-stream/.test(contentType);
}

function errorText(text: string, isJson: boolean): string {
  if (isJson) {
    try {
      const message = (JSON.parse(text) as { message?: unknown }).message;
      if (typeof message === 'string') return message;
    } catch {
      // fall through to the raw text
    }
  }
  return text.trim().slice(0, 200) || '(empty body)';
}
