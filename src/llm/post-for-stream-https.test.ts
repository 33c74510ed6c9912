// An https: model server is asked through node:https (plain-http.ts is for http: only): its answer reaches the
// adapters as the same StreamResponse. A real TLS server on loopback with a certificate made for the test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelError } from './model-error.js';
import { createOpenAIChatModel } from './openai/openai-chat-model.js';
import { postForStream } from './post-for-stream.js';

// This file's own process (vitest's forks pool): the test's certificate is signed by nobody.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

let dir: string;
let server: Server;
let base: string;
/** What the server answers next: 'stream', 'unauthorized' or 'cut'. */
let next: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-tls-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (request, response) => {
      request.resume();
      request.on('end', () => {
        const kind = next.shift() ?? 'stream';
        if (kind === 'unauthorized') {
          response.writeHead(401, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'Incorrect API key provided: sk-secret' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const words = ['Grüße ', 'aus ', 'dem ', 'Netz.'];
        const event = (delta: object, finish: string | null = null): string =>
          `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
        let index = 0;
        const tick = (): void => {
          if (index < words.length) {
            response.write(event({ content: words[index++] }));
            if (kind === 'cut' && index === 2) {
              response.socket?.destroy();
              return;
            }
            setTimeout(tick, 5);
          } else {
            response.end(`${event({}, 'stop')}data: [DONE]\n\n`);
          }
        };
        tick();
      });
    },
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  base = `https://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

function model() {
  return createOpenAIChatModel({
    baseUrl: base,
    apiKey: 'sk-secret',
    model: 'm',
    temperature: 0,
    maxTokens: 50,
    timeoutMs: 5_000,
    retryDelayMs: 0,
  });
}

const ask = () => ({
  messages: [{ role: 'user' as const, content: 'hi' }],
  tools: [],
  signal: new AbortController().signal,
});

describe('postForStream on https:', () => {
  it('streams an answer through node:https as text, characters whole', async () => {
    next = ['stream', 'stream'];
    for (let round = 0; round < 2; round++) {
      let text = '';
      for await (const part of model().stream(ask())) if (part.type === 'text-delta') text += part.text;
      expect(text).toBe('Grüße aus dem Netz.');
    }
  });

  it("turns an error status into the server's words, key cut out", async () => {
    next = ['unauthorized'];
    const opened = postForStream({
      url: new URL(`${base}/chat/completions`),
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: new AbortController().signal,
      secret: 'sk-secret',
    });
    await expect(opened).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect API key provided: [redacted]',
    });
  });

  it('fails a stream the server cut off', async () => {
    next = ['cut', 'cut'];
    let failure: unknown;
    try {
      for await (const part of model().stream(ask())) void part;
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ModelError);
    expect((failure as ModelError).message).not.toContain('sk-secret');
  });
});
