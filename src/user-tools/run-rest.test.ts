// The rest step against a real loopback web service, over the real node:http send: what it sends (bytes
// counted, fetch's default headers), and what the model reads when the service redirects, cannot be
// reached, or the turn is cancelled. The secret header never shows in an answer.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRequest } from '../ha/send-request.js';
import { SecretReference } from './read-tool-file.js';
import { runRest } from './run-rest.js';
import { restStep } from './tool-definition.js';

const SECRET = 'Bearer 9d1e77c0aa41';
const deps = { send: sendRequest, secrets: new Map([['api_key', SECRET]]) };
let server: Server;
let base: string;
let last: { method: string; headers: IncomingHttpHeaders; body: string } | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (text: string) => (body += text));
    request.on('end', () => {
      last = { method: request.method ?? '', headers: request.headers, body };
      if (request.url === '/moved') {
        response.writeHead(302, { location: 'http://elsewhere.example/', 'content-type': 'text/html' });
        response.end('<p>moved</p>'.repeat(100));
      } else if (request.url === '/never') {
        // Answers nothing: the turn's signal or the step's timeout must end it.
      } else {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ got: body === '' ? null : (JSON.parse(body) as unknown) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const step = (fields: Record<string, unknown>) =>
  restStep.parse({ kind: 'rest', headers: { Authorization: new SecretReference('api_key') }, ...fields });

describe('runRest over node:http', () => {
  it('sends a JSON body in any script with its byte length and the default headers, and reads JSON back', async () => {
    const body = { note: 'Küche: 22 °C, 厨房 {{ what }}' };
    const outcome = await runRest(
      deps,
      step({ method: 'POST', url: `${base}/notes`, body }),
      { what: 'warm' },
      new AbortController().signal,
    );
    expect(outcome).toEqual({ ok: true, value: { got: { note: 'Küche: 22 °C, 厨房 warm' } } });
    expect(last?.method).toBe('POST');
    expect(last?.headers).toMatchObject({
      authorization: SECRET,
      accept: '*/*',
      'user-agent': 'node',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(last?.body ?? '')),
    });
  });

  it('refuses a redirect without following it, even one with a body past max_bytes', async () => {
    for (const maxBytes of [100_000, 100]) {
      const outcome = await runRest(
        deps,
        step({ url: `${base}/moved`, max_bytes: maxBytes }),
        {},
        new AbortController().signal,
      );
      expect(outcome).toEqual({
        ok: false,
        error: `127.0.0.1:${new URL(base).port} answered with a redirect (HTTP 302); redirects are not followed.`,
      });
    }
  });

  it('says which host could not be reached and why, without the URL or the secret', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await runRest(
      deps,
      step({ url: `http://127.0.0.1:${port}/v1/secret-path?key=abc` }),
      {},
      new AbortController().signal,
    );
    expect(outcome).toEqual({ ok: false, error: `Could not reach 127.0.0.1:${port} (ECONNREFUSED).` });
  });

  it('stops when the turn is cancelled, and when its own timeout passes', async () => {
    const turn = new AbortController();
    const cancelled = runRest(deps, step({ url: `${base}/never` }), {}, turn.signal);
    setTimeout(() => turn.abort(), 50);
    expect(await cancelled).toEqual({ ok: false, error: 'The request was cancelled.' });
    const late = await runRest(
      deps,
      step({ url: `${base}/never`, timeout: 0.1 }),
      {},
      new AbortController().signal,
    );
    expect(late).toEqual({
      ok: false,
      error: `127.0.0.1:${new URL(base).port} did not answer within 0.1 s.`,
    });
  });
});
