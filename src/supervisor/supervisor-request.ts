// One authenticated call to the Supervisor's REST API, unwrapped from its `{result, data}` envelope.
// Knows HTTP and the envelope only; no add-on logic, and the token never leaves the header.
// On node:http, not `fetch`: on Node 22+ the first `fetch` loads undici for good (~12–16 MB), and
// the add-on announces itself at every start.
import { z } from 'zod';
import { runWithDeadline } from '../deadline/run-with-deadline.js';
import { SupervisorError } from './supervisor-error.js';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { request: httpRequest } = process.getBuiltinModule('node:http');

/** One request and its whole answer; tests may hand in their own to reach a Supervisor elsewhere. */
export type SendRequest = (
  url: URL,
  init: { method: string; headers: Record<string, string>; body: string | undefined; signal: AbortSignal },
) => Promise<{ status: number; text: string }>;

export interface SupervisorRequest {
  supervisorUrl: string;
  token: string;
  method: 'GET' | 'POST';
  path: `/${string}`;
  body?: unknown;
  send?: SendRequest;
  signal?: AbortSignal;
  /** Per-request deadline; a request that takes longer counts as a network failure. */
  timeoutMs?: number;
}

const envelopeSchema = z.object({
  result: z.string(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

/** Resolves with the envelope's `data`; throws `SupervisorError` for every failure. */
export async function supervisorRequest({
  supervisorUrl,
  token,
  method,
  path,
  body,
  send = sendOverHttp,
  signal,
  timeoutMs = 10_000,
}: SupervisorRequest): Promise<unknown> {
  const url = `${supervisorUrl.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let status: number;
  let text: string;
  let timedOut = (): boolean => false;
  try {
    ({ status, text } = await runWithDeadline(
      timeoutMs,
      (either, deadline) => {
        timedOut = () => deadline.aborted;
        return send(new URL(url), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: either,
        });
      },
      signal,
    ));
  } catch (cause) {
    if (signal?.aborted === true) {
      throw new SupervisorError('aborted', `${method} ${path} was cancelled`, { cause });
    }
    const reason = timedOut() ? `no answer within ${timeoutMs} ms` : describeCause(cause);
    throw new SupervisorError('network', `${method} ${path} failed: ${reason}`, { cause });
  }

  const envelope = envelopeSchema.safeParse(parseJson(text));
  const supervisorMessage = envelope.success ? envelope.data.message : undefined;
  if (status < 200 || status >= 300) {
    const code = status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : 'http-error';
    const detail = supervisorMessage === undefined ? '' : `: ${supervisorMessage}`;
    throw new SupervisorError(code, `${method} ${path} answered ${status}${detail}`, { status });
  }
  if (!envelope.success || envelope.data.result !== 'ok') {
    throw new SupervisorError(
      'bad-response',
      `${method} ${path} answered ${status} without a {"result":"ok"} envelope`,
      { status },
    );
  }
  return envelope.data.data;
}

const sendOverHttp: SendRequest = (url, { method, headers, body, signal }) => {
  const sized =
    body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    // node:https loaded by an https: URL only (the Supervisor is http://supervisor).
    const send = url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : httpRequest;
    const request = send(url, {
      method,
      headers: sized,
      signal,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      // A connection cut (or aborted) mid-body closes the response without `end`.
      response.once('close', () => {
        if (!response.complete) reject(new Error('the connection closed before the answer ended'));
      });
      response.once('end', () => {
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.end(body);
  });
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return 'network error';
  const inner = cause.cause instanceof Error ? cause.cause.message : undefined;
  return inner === undefined ? cause.message : `${cause.message} (${inner})`;
}
