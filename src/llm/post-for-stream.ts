// One HTTP POST whose answer is a stream, on keep-alive connections: the model server is asked many times a
// minute, and a fresh TCP (and TLS) connection per request costs more than the request's own work. A
// plain-http server is asked on plain-http.ts's connections (no stream layer per read), an https one
// through node:https. Resolves with the response once its headers are in; an HTTP error status becomes an
// HttpFailure carrying the server's (bounded) body. No SSE, no chat format here.
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import { bodyLength, plainPost, type StreamResponse } from './plain-http.js';
import { retryAfterMs } from './retry-after.js';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { Agent: HttpAgent } = process.getBuiltinModule('node:http');

/**
 * An HTTP answer with an error status, or an error object sent inside a stream (status undefined). Its
 * message is the server's own words, bounded, with `secret` (the API key) cut out.
 */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';
  readonly status: number | undefined;
  /** The server's body: parsed JSON when it was JSON, else its text (at most 64 KiB). */
  readonly body: unknown;
  /** How long the server asked us to wait (Retry-After and its cousins), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(status: number | undefined, body: unknown, secret?: string, retryAfter?: number) {
    const words = serverWords(body, secret);
    super(words !== '' ? words : `The model server answered ${status ?? 'with an error'}`);
    this.status = status;
    // The body is an enumerable field: a logged error would show it, key and all.
    this.body = secret ? bodyWithoutSecret(body, secret) : body;
    this.retryAfterMs = retryAfter;
  }
}

function bodyWithoutSecret(body: unknown, secret: string): unknown {
  if (typeof body === 'string') return withoutSecret(body, secret);
  const text = JSON.stringify(body);
  if (text === undefined || !text.includes(secret)) return body;
  try {
    return JSON.parse(withoutSecret(text, secret)) as unknown;
  } catch {
    return '[redacted]';
  }
}

/** Servers' own words are kept to this length in messages and logs. */
const MAX_SERVER_WORDS = 300;

/** `{ error: { message } }`, `{ error: "…" }`, `{ message }` or plain text, bounded, key cut out. */
export function serverWords(body: unknown, secret: string | undefined): string {
  const message = errorField(body, 'message');
  const nested = isObject(body) ? body.error : undefined;
  const text =
    typeof message === 'string'
      ? message
      : typeof nested === 'string'
        ? nested
        : typeof body === 'string'
          ? body
          : body === undefined
            ? ''
            : JSON.stringify(body);
  // The key goes first, then the cut: cut first, a key straddling it would stay all but its tail.
  return withoutSecret(text, secret).slice(0, MAX_SERVER_WORDS);
}

/** `text` with every occurrence of `secret` (the API key) replaced. */
export function withoutSecret(text: string, secret: string | undefined): string {
  return secret ? text.replaceAll(secret, '[redacted]') : text;
}

/** A field of the error object (`{ error: { field } }`), or of the body itself. */
export function errorField(body: unknown, field: string): unknown {
  if (!isObject(body)) return undefined;
  const inner = body.error;
  if (isObject(inner) && field in inner) return inner[field];
  return body[field];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface StreamPost {
  url: URL;
  headers: Record<string, string>;
  /** The body as text, or as pieces already encoded (a request's unchanging part is encoded once). */
  body: string | readonly Buffer[];
  signal: AbortSignal;
  /** Cut out of any server text kept in an HttpFailure. */
  secret?: string | undefined;
}

export interface OpenStream {
  response: StreamResponse;
  /** Ends the request and its connection (the connection is not reused). */
  destroy(error: Error): void;
}

const MAX_ERROR_BODY = 64 * 1024;
export const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 32 });
let secureAgent: HttpsAgent | undefined;

/**
 * The keep-alive agent for https: model servers, made (and node:https loaded) by the first such request. On
 * Node 24 loading node:tls parses every bundled root certificate for good (~2.5 MB); a model on http: never
 * needs it.
 */
export function httpsAgent(): HttpsAgent {
  secureAgent ??= new (process.getBuiltinModule('node:https').Agent)({
    keepAlive: true,
    maxSockets: 256,
    maxFreeSockets: 32,
  });
  return secureAgent;
}

/**
 * Resolves once a 2xx answer's headers are in; any other status rejects with an HttpFailure carrying the
 * server's body. A plain-http server is asked on plain-http.ts's connections, an https one through node:https.
 */
export async function postForStream(post: StreamPost): Promise<OpenStream> {
  const opened = post.url.protocol === 'https:' ? await postSecure(post) : await plainPost(post);
  const { status, headers } = opened.response;
  if (status >= 200 && status < 300) return opened;
  const body = await readErrorText(opened, post.secret);
  throw new HttpFailure(status, body, post.secret, retryAfterMs(headers, body));
}

function postSecure(post: StreamPost): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    if (post.signal.aborted) {
      reject(post.signal.reason instanceof Error ? post.signal.reason : new Error('aborted'));
      return;
    }
    const outgoing: ClientRequest = process.getBuiltinModule('node:https').request(post.url, {
      method: 'POST',
      agent: httpsAgent(),
      headers: { ...post.headers, 'content-length': String(bodyLength(post.body)) },
    });
    const onAbort = (): void => {
      outgoing.destroy(post.signal.reason instanceof Error ? post.signal.reason : new Error('aborted'));
    };
    post.signal.addEventListener('abort', onAbort, { once: true });
    const settle = (): void => post.signal.removeEventListener('abort', onAbort);
    outgoing.once('error', (error) => {
      settle();
      reject(error);
    });
    outgoing.once('response', (response) => {
      settle();
      resolve({ response: incomingResponse(response), destroy: (error) => outgoing.destroy(error) });
    });
    if (typeof post.body === 'string') outgoing.end(post.body);
    else {
      for (const piece of post.body) outgoing.write(piece);
      outgoing.end();
    }
  });
}

/** node:https's response read as a StreamResponse. */
function incomingResponse(response: IncomingMessage): StreamResponse {
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    get socket() {
      return response.socket;
    },
    read(sink) {
      response.setEncoding('utf8');
      let ended = false;
      response.on('data', (text: string) => sink.text(text));
      response.once('end', () => {
        ended = true;
        sink.end();
      });
      // `on`, not `once`: a response destroyed while it is being read may report more than one error.
      response.on('error', (error) => sink.fail(error));
      response.once('close', () => {
        if (!ended) sink.fail(new Error('The connection to the model server closed mid-stream'));
      });
    },
  };
}

/**
 * The body of an answer (bounded at 64 KiB), `secret` cut out: parsed JSON when it is JSON, else its
 * text. Read a key's length past the bound, so a key that straddles it is still whole when removed.
 */
export async function readErrorBody(response: IncomingMessage, secret?: string): Promise<unknown> {
  response.setEncoding('utf8');
  const readLimit = MAX_ERROR_BODY + (secret?.length ?? 0);
  let text = '';
  for await (const piece of response as AsyncIterable<string>) {
    text += piece;
    if (text.length > readLimit) {
      response.destroy();
      break;
    }
  }
  return boundedBody(text, secret);
}

/** readErrorBody for a StreamResponse; a body cut short is kept as far as it came. */
function readErrorText(opened: OpenStream, secret?: string): Promise<unknown> {
  const readLimit = MAX_ERROR_BODY + (secret?.length ?? 0);
  let text = '';
  return new Promise((resolve) => {
    const done = (): void => resolve(boundedBody(text, secret));
    opened.response.read({
      text: (piece) => {
        if (text.length > readLimit) return;
        text += piece;
        if (text.length <= readLimit) return;
        opened.destroy(new Error('The error body is past its bound'));
        done();
      },
      end: done,
      fail: done,
    });
  });
}

function boundedBody(whole: string, secret: string | undefined): unknown {
  const readLimit = MAX_ERROR_BODY + (secret?.length ?? 0);
  const text = withoutSecret(whole.slice(0, readLimit), secret).slice(0, MAX_ERROR_BODY);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
