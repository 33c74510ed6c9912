// One small JSON request to the model server (GET /models, a one-token probe) on node:http(s) with the
// streaming path's keep-alive agents: the start-up check needs nothing more, and the `openai` SDK would
// cost ~10 MB of memory and a few hundred ms of start-up for two requests.
import { runWithDeadline } from '../deadline/run-with-deadline.js';
import { HttpFailure, httpAgent, httpsAgent, readErrorBody } from './post-for-stream.js';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { request: httpRequest } = process.getBuiltinModule('node:http');

export interface JsonRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  /** Serialized with JSON.stringify. */
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Cut out of any server text kept in an HttpFailure. */
  secret?: string | undefined;
}

/**
 * Resolves with the parsed answer of a 2xx; rejects with an HttpFailure (status and the server's words)
 * for any other status, or with the network error (ECONNREFUSED …) or a timeout.
 */
export function requestJson(options: JsonRequest): Promise<unknown> {
  return runWithDeadline(options.timeoutMs, (signal) => sendJson(options, signal), options.signal);
}

function sendJson(options: JsonRequest, signal: AbortSignal): Promise<unknown> {
  const secure = options.url.protocol === 'https:';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    // node:https (and node:tls with it) loaded by the first https: request only (post-for-stream.ts says why).
    const send = secure ? process.getBuiltinModule('node:https').request : httpRequest;
    const outgoing = send(options.url, {
      method: options.method,
      agent: secure ? httpsAgent() : httpAgent,
      signal,
      headers: {
        accept: 'application/json',
        ...options.headers,
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
      },
    });
    outgoing.once('error', (error) => {
      const timedOut = signal.aborted && !(options.signal?.aborted ?? false);
      reject(timedOut ? new Error(`no answer within ${options.timeoutMs} ms`, { cause: error }) : error);
    });
    outgoing.once('response', (response) => {
      const status = response.statusCode ?? 0;
      readErrorBody(response, options.secret).then((answer) => {
        if (status >= 200 && status < 300) resolve(answer);
        else reject(new HttpFailure(status, answer, options.secret));
      }, reject);
    });
    outgoing.end(body);
  });
}
