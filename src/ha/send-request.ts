// One HTTP(S) request on node:http / node:https and its whole answer, read up to a byte cap: the send under
// Home Assistant's REST calls (rest-request.ts) and tools.yaml's rest tools (user-tools/run-rest.ts).
// Not `fetch`: on Node 22+ its first use loads undici and its WebAssembly parser for good (~12–16 MB of
// resident memory), and both run after turns (fire_events posts an event after every turn).
// (The Supervisor's client keeps its own copy: supervisor/ may import nothing of ours but deadline/, see
// test/boundaries.test.ts.)
import type { IncomingHttpHeaders } from 'node:http';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { request: httpRequest } = process.getBuiltinModule('node:http');

export interface SendInit {
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
  /** Aborts the request and the reading of its answer. */
  signal: AbortSignal;
  /** Stop reading (and close the connection) past this many bytes of body: rejects with `AnswerTooLarge`. */
  maxBytes?: number | undefined;
}

export interface SentAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request and its whole answer; tests hand in their own to reach a service on loopback. */
export type SendRequest = (url: URL, init: SendInit) => Promise<SentAnswer>;

/** The answer's body was larger than `maxBytes`; what came of it was dropped. */
export class AnswerTooLarge extends Error {
  override readonly name = 'AnswerTooLarge';
  readonly code = 'too-large';
  /** The answer's status, which came before its body. */
  readonly status: number;

  constructor(status: number, maxBytes: number) {
    super(`the answer is larger than ${maxBytes} bytes`);
    this.status = status;
  }
}

/**
 * Sends one request (Content-Length in bytes; no redirect is followed) and reads the whole answer. Rejects on
 * a network error (the error carries node's `code`, e.g. `ECONNREFUSED`), an abort (`AbortError`), a body cut
 * short, or one past `maxBytes`.
 */
export const sendRequest: SendRequest = (url, { method, headers, body, signal, maxBytes }) =>
  new Promise((resolve, reject) => {
    const sized =
      body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    // Inside the executor: a header node refuses (a bad name or character) becomes a rejection.
    // node:https (and node:tls, which on Node 24 parses every bundled root certificate for good) loaded by
    // the first https: request only: a home reached over http: never needs them.
    const send = url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : httpRequest;
    const request = send(url, {
      method,
      headers: sized,
      signal,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (maxBytes !== undefined && size > maxBytes) {
          // Not read to its end: the connection goes, and the rest of the answer with it.
          reject(new AnswerTooLarge(response.statusCode ?? 0, maxBytes));
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.once('error', reject);
      // A connection cut (or aborted) mid-body closes the response without `end`.
      response.once('close', () => {
        if (!response.complete) reject(new Error('the connection closed before the answer ended'));
      });
      response.once('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
    request.end(body);
  });
