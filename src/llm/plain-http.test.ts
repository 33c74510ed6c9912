// plain-http.ts against a raw TCP server that writes each answer byte by byte as scripted: every split of
// the HTTP framing and of a character, keep-alive reuse, answers that end the connection, broken and
// hostile answers, aborts, and what may never be sent.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeIdleConnections, plainPost, type PlainExchange, type PlainPost } from './plain-http.js';

/** What the server does with one request: writes these pieces (a pause between each), then maybe closes. */
interface Reply {
  pieces: (string | Buffer)[];
  close?: 'end' | 'destroy';
}

let server: Server;
let url: URL;
let replies: Reply[];
/** Every connection the server accepted, and the requests' heads and bodies it read on each. */
let connections: { socket: Socket; requests: string[]; closed: boolean }[];

beforeEach(async () => {
  replies = [];
  connections = [];
  server = createServer((socket) => {
    const connection = { socket, requests: [] as string[], closed: false };
    connections.push(connection);
    let buffered = '';
    socket.on('close', () => (connection.closed = true));
    socket.on('error', () => undefined);
    socket.on('data', (bytes: Buffer) => {
      buffered += bytes.toString('latin1');
      for (;;) {
        const headEnd = buffered.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(buffered.slice(0, headEnd))?.[1] ?? 0);
        if (buffered.length < headEnd + 4 + length) return;
        connection.requests.push(buffered.slice(0, headEnd + 4 + length));
        buffered = buffered.slice(headEnd + 4 + length);
        void play(socket, replies.shift() ?? { pieces: [], close: 'destroy' });
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = new URL(
    `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/v1/chat`,
  );
});

afterEach(async () => {
  closeIdleConnections();
  for (const { socket } of connections) socket.destroy();
  await new Promise((done) => server.close(done));
});

async function play(socket: Socket, reply: Reply): Promise<void> {
  for (const piece of reply.pieces) {
    if (socket.destroyed) return;
    socket.write(piece);
    await new Promise((done) => setTimeout(done, 2));
  }
  if (reply.close === 'end') socket.end();
  if (reply.close === 'destroy') socket.destroy();
}

function post(overrides: Partial<PlainPost> = {}): PlainPost {
  return {
    url,
    headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
    body: '{"stream":true}',
    signal: new AbortController().signal,
    ...overrides,
  };
}

/** The whole body as the sink saw it, or the error that ended it. */
function readAll(exchange: PlainExchange): Promise<{ text: string; pieces: number } | Error> {
  return new Promise((resolve) => {
    let text = '';
    let pieces = 0;
    exchange.response.read({
      text: (piece) => {
        text += piece;
        pieces += 1;
      },
      end: () => resolve({ text, pieces }),
      fail: (error) => resolve(error),
    });
  });
}

/** Every byte of `text` as its own write. */
function byteByByte(text: string): Buffer[] {
  return [...Buffer.from(text)].map((byte) => Buffer.from([byte]));
}

function chunked(body: string): string {
  const bytes = Buffer.byteLength(body);
  return `${bytes.toString(16)}\r\n${body}\r\n`;
}

const BODY = 'data: {"text":"Grüße, 日本の猫 🐈‍⬛ — fin"}\n\n';
const HEAD_CHUNKED =
  'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n';

describe('plainPost', () => {
  it('reads a chunked answer split at every byte, characters whole, and reuses the connection', async () => {
    replies.push(
      {
        pieces: byteByByte(`${HEAD_CHUNKED}${chunked(BODY.slice(0, 20))}${chunked(BODY.slice(20))}0\r\n\r\n`),
      },
      { pieces: [`${HEAD_CHUNKED}${chunked('second')}0\r\n\r\n`] },
    );
    const first = await plainPost(post());
    expect(first.response.status).toBe(200);
    expect(first.response.headers['content-type']).toBe('text/event-stream');
    const read = await readAll(first);
    expect(read).toMatchObject({ text: BODY });
    // No piece holds half a character: each is valid text on its own.
    expect((read as { pieces: number }).pieces).toBeGreaterThan(10);
    const second = await plainPost(post());
    expect(await readAll(second)).toMatchObject({ text: 'second' });
    expect(connections).toHaveLength(1);
    expect(connections[0]!.requests).toHaveLength(2);
  });

  it('reads the same text whatever the reads split: chunk sizes in any case, extensions, characters cut', async () => {
    let seed = 7;
    const random = (below: number): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const words = ['hé', 'ß', '猫', '🐈', 'plain', '—', '\n', 'data: {}'];
    for (let round = 0; round < 20; round++) {
      const parts = Array.from({ length: 1 + random(12) }, () =>
        words[random(words.length)]!.repeat(1 + random(3)),
      );
      let wire = HEAD_CHUNKED;
      for (const part of parts) {
        const size = Buffer.byteLength(part).toString(16);
        wire += `${random(2) === 0 ? size : size.toUpperCase()}${random(4) === 0 ? ';ext=1' : ''}\r\n${part}\r\n`;
      }
      wire += '0\r\n\r\n';
      const bytes = Buffer.from(wire);
      const pieces: Buffer[] = [];
      for (let at = 0; at < bytes.length;) {
        const next = Math.min(bytes.length, at + 1 + random(24));
        pieces.push(bytes.subarray(at, next));
        at = next;
      }
      replies.push({ pieces });
      expect(await readAll(await plainPost(post()))).toMatchObject({ text: parts.join('') });
    }
    expect(connections).toHaveLength(1);
  });

  it('sends the head it should: host, the caller headers, the length, keep-alive', async () => {
    replies.push({ pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok'] });
    const body = [Buffer.from('{"a":'), Buffer.from('"é"}')];
    await readAll(await plainPost(post({ body, headers: { authorization: 'Bearer k', Host: 'evil' } })));
    const request = connections[0]!.requests[0]!;
    expect(request.startsWith('POST /v1/chat HTTP/1.1\r\n')).toBe(true);
    expect(request).toContain(`host: ${url.host}\r\n`);
    expect(request).not.toContain('evil');
    expect(request).toContain('authorization: Bearer k\r\n');
    expect(request).toContain('content-length: 10\r\n');
    expect(request).toContain('connection: keep-alive\r\n');
    expect(Buffer.from(request.slice(request.indexOf('\r\n\r\n') + 4), 'latin1').toString()).toBe(
      '{"a":"é"}',
    );
  });

  it('reads a sized body and a body that runs to the connection end, and reuses only the first', async () => {
    replies.push(
      { pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\n', 'he', 'llo'] },
      { pieces: ['HTTP/1.1 200 OK\r\n\r\n', 'to the ', 'end'], close: 'end' },
      { pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 3\r\n\r\nnew'] },
    );
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'hello' });
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'to the end' });
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'new' });
    expect(connections.map((connection) => connection.requests.length)).toEqual([2, 1]);
  });

  it('does not reuse a connection the server said it closes', async () => {
    replies.push(
      { pieces: ['HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 1\r\n\r\na'] },
      { pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\nb'] },
    );
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'a' });
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'b' });
    expect(connections).toHaveLength(2);
    await until(() => connections[0]!.closed);
  });

  it('skips an interim 100 Continue and reads the answer after it', async () => {
    replies.push({
      pieces: ['HTTP/1.1 100 Continue\r\n\r\n', 'HTTP/1.1 201 Created\r\ncontent-length: 2\r\n\r\nok'],
    });
    const exchange = await plainPost(post());
    expect(exchange.response.status).toBe(201);
    expect(await readAll(exchange)).toMatchObject({ text: 'ok' });
  });

  it('hands on body text that came with the headers, before the caller reads', async () => {
    replies.push({ pieces: [`${HEAD_CHUNKED}${chunked('early ')}`, `${chunked('late')}0\r\n\r\n`] });
    const exchange = await plainPost(post());
    await new Promise((done) => setTimeout(done, 30));
    expect(await readAll(exchange)).toMatchObject({ text: 'early late' });
  });

  it('fails a body cut off by the server, with the code of a dropped connection', async () => {
    replies.push({ pieces: [HEAD_CHUNKED, chunked('half')], close: 'destroy' });
    const result = await readAll(await plainPost(post()));
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toMatch(/closed mid-stream/);
    expect((result as NodeJS.ErrnoException).code).toBe('ECONNRESET');
  });

  it('rejects a connection dropped before any answer (so the caller may retry it)', async () => {
    replies.push({ pieces: [], close: 'destroy' });
    await expect(plainPost(post())).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('drops an idle connection the server closed, and asks on a new one', async () => {
    replies.push(
      { pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\na'] },
      { pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\nb'] },
    );
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'a' });
    connections[0]!.socket.end();
    await new Promise((done) => setTimeout(done, 50));
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'b' });
    expect(connections).toHaveLength(2);
  });

  it('closes an idle connection on which the server writes anything', async () => {
    replies.push({ pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\na'] });
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'a' });
    connections[0]!.socket.write('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nstale');
    await until(() => connections[0]!.closed);
    replies.push({ pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nfresh'] });
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'fresh' });
  });

  it('refuses an answer that is not HTTP, with a clear error, and closes the connection', async () => {
    replies.push({ pieces: ['SSH-2.0-OpenSSH_9.6\r\n'] });
    await expect(plainPost(post())).rejects.toThrow(/not valid HTTP/);
    await until(() => connections[0]!.closed);
  });

  it('refuses a head past 16 KiB, in one read or many', async () => {
    replies.push(
      { pieces: [`HTTP/1.1 200 OK\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`] },
      {
        pieces: [
          'HTTP/1.1 200 OK\r\n',
          ...Array.from({ length: 400 }, () => `x-many: ${'b'.repeat(60)}\r\n`),
        ],
      },
    );
    await expect(plainPost(post())).rejects.toThrow(/not valid HTTP: the head is over 16384 bytes/);
    await expect(plainPost(post())).rejects.toThrow(/not valid HTTP: the head is over 16384 bytes/);
  });

  // "-5" made http-parser-js (tried first) loop for ever: its parseInt took the sign.
  it.each([['-5'], ['zz'], ['0x10'], ['ffffffffffffffffffff'], ['1'.repeat(40)], [' 5']])(
    'refuses a chunk size of "%s" without hanging',
    async (size) => {
      replies.push({ pieces: [`${HEAD_CHUNKED}${size}\r\nabcdef\r\n0\r\n\r\n`] });
      const result = await readAll(await plainPost(post()));
      expect(result).toBeInstanceOf(Error);
      expect((result as Error).message).toMatch(/not valid HTTP: a chunk size of/);
      await until(() => connections[0]!.closed);
    },
  );

  it('refuses a chunk longer than its size, a coding it did not ask for, and lengths that disagree', async () => {
    replies.push(
      { pieces: [`${HEAD_CHUNKED}2\r\nabcdef\r\n0\r\n\r\n`] },
      { pieces: ['HTTP/1.1 200 OK\r\ntransfer-encoding: gzip, chunked\r\n\r\n'] },
      { pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 3\r\ncontent-length: 4\r\n\r\nabcd'] },
      { pieces: ['HTTP/1.1 200 OK\r\ncontent-length: -1\r\n\r\n'] },
    );
    expect(await readAll(await plainPost(post()))).toMatchObject({ message: /a chunk longer than its size/ });
    await expect(plainPost(post())).rejects.toThrow(/a transfer coding Hearth did not ask for/);
    await expect(plainPost(post())).rejects.toThrow(/a content length of "3, 4"/);
    await expect(plainPost(post())).rejects.toThrow(/a content length of "-1"/);
  });

  it('reads trailers, an empty 204, an HTTP/1.0 keep-alive answer, and drops a connection with bytes past the answer', async () => {
    replies.push(
      { pieces: [`${HEAD_CHUNKED}${chunked('with trailers')}0\r\nx-trailer: 1\r\n\r\n`] },
      { pieces: ['HTTP/1.1 204 No Content\r\n\r\n'] },
      { pieces: ['HTTP/1.0 200 OK\r\nconnection: keep-alive\r\ncontent-length: 3\r\n\r\nold'] },
      { pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nokHTTP/1.1 200 OK\r\n\r\n'] },
      { pieces: ['HTTP/1.1 200 OK\r\ncontent-length: 3\r\n\r\nnew'] },
    );
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'with trailers' });
    const empty = await plainPost(post());
    expect(empty.response.status).toBe(204);
    expect(await readAll(empty)).toMatchObject({ text: '' });
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'old' });
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'ok' });
    expect(await readAll(await plainPost(post()))).toMatchObject({ text: 'new' });
    expect(connections.map((connection) => connection.requests.length)).toEqual([4, 1]);
  });

  it('ends on abort, before the answer and in the middle of it, and closes the connection', async () => {
    replies.push({ pieces: [] });
    const early = new AbortController();
    const pending = plainPost(post({ signal: early.signal }));
    await until(() => connections.length === 1);
    early.abort(new Error('stopped early'));
    await expect(pending).rejects.toThrow('stopped early');
    await until(() => connections[0]!.closed);

    replies.push({ pieces: [HEAD_CHUNKED, chunked('partial')] });
    const late = new AbortController();
    const exchange = await plainPost(post({ signal: late.signal }));
    const read = readAll(exchange);
    await new Promise((done) => setTimeout(done, 20));
    late.abort(new Error('stopped late'));
    expect(await read).toMatchObject({ message: 'stopped late' });
    await until(() => connections[1]!.closed);
  });

  it('sends nothing when a header would break the head', async () => {
    await expect(plainPost(post({ headers: { authorization: 'Bearer k\r\nx-evil: 1' } }))).rejects.toThrow(
      /header "authorization" is not valid/,
    );
    await expect(plainPost(post({ headers: { 'x\r\nevil': '1' } }))).rejects.toThrow(/is not valid/);
    await expect(plainPost(post({ headers: { authorization: 'Bearer ключ' } }))).rejects.toThrow(
      /is not valid/,
    );
    await expect(plainPost(post({ headers: { 'x evil': '1' } }))).rejects.toThrow(/is not valid/);
    await new Promise((done) => setTimeout(done, 20));
    expect(connections).toHaveLength(0);
  });

  it('fails the exchange, not the process, when the reader throws', async () => {
    replies.push({ pieces: [HEAD_CHUNKED, `${chunked('boom')}0\r\n\r\n`] });
    const exchange = await plainPost(post());
    const failed = await new Promise<Error>((resolve) => {
      exchange.response.read({
        text: () => {
          throw new Error('reader bug');
        },
        end: () => resolve(new Error('ended')),
        fail: resolve,
      });
    });
    expect(failed.message).toBe('reader bug');
    await until(() => connections[0]!.closed);
  });

  it('reports a refused connection with its code', async () => {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    await new Promise((done) => server.close(done));
    await expect(plainPost(post({ url: new URL(`http://127.0.0.1:${port}/v1`) }))).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });
});

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((done) => setTimeout(done, 5));
  }
}
