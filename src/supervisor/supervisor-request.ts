// One authenticated call to the Supervisor's REST API, unwrapped from its `{result, data}` envelope.
// Knows HTTP and the envelope only; no add-on logic, and the token never leaves the header.
import { z } from 'zod';
import { SupervisorError } from './supervisor-error.js';

export type Fetch = typeof globalThis.fetch;

export interface SupervisorRequest {
  supervisorUrl: string;
  token: string;
  method: 'GET' | 'POST';
  path: `/${string}`;
  body?: unknown;
  fetch?: Fetch;
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
  fetch = globalThis.fetch,
  signal,
  timeoutMs = 10_000,
}: SupervisorRequest): Promise<unknown> {
  const url = `${supervisorUrl.replace(/\/+$/, '')}${path}`;
  const deadline = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: signal === undefined ? deadline : AbortSignal.any([signal, deadline]),
    });
    text = await response.text();
  } catch (cause) {
    if (signal?.aborted === true) {
      throw new SupervisorError('aborted', `${method} ${path} was cancelled`, { cause });
    }
    const reason = deadline.aborted ? `no answer within ${timeoutMs} ms` : describeCause(cause);
    throw new SupervisorError('network', `${method} ${path} failed: ${reason}`, { cause });
  }

  const envelope = envelopeSchema.safeParse(parseJson(text));
  const supervisorMessage = envelope.success ? envelope.data.message : undefined;
  if (!response.ok) {
    const code =
      response.status === 401 ? 'unauthorized' : response.status === 403 ? 'forbidden' : 'http-error';
    const detail = supervisorMessage === undefined ? '' : `: ${supervisorMessage}`;
    throw new SupervisorError(code, `${method} ${path} answered ${response.status}${detail}`, {
      status: response.status,
    });
  }
  if (!envelope.success || envelope.data.result !== 'ok') {
    throw new SupervisorError(
      'bad-response',
      `${method} ${path} answered ${response.status} without a {"result":"ok"} envelope`,
      { status: response.status },
    );
  }
  return envelope.data.data;
}

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
