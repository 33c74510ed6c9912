import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeEvent } from './encode-event.js';
import { handled, handledChunk, handledStop } from './handle.js';
import { ping } from './ping.js';
import { WyomingClient } from './wyoming-client.js';
import { WyomingProtocolError } from './wyoming-protocol-error.js';

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A plain TCP server scripted per connection, so the client is tested against bytes we choose. */
async function scripted(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function connectTo(port: number): Promise<WyomingClient> {
  return WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 2000 });
}

describe('WyomingClient', () => {
  it('reads events split across writes and returns undefined once the server closes', async () => {
    const bytes = Buffer.concat([handledChunk('One. '), handled('One.'), handledStop()].map(encodeEvent));
    const port = await scripted((socket) => {
      socket.write(bytes.subarray(0, 30));
      setTimeout(() => socket.end(bytes.subarray(30)), 20);
    });
    const client = await connectTo(port);
    const types: string[] = [];
    for await (const event of client.events()) types.push(event.type);
    expect(types).toEqual(['handled-chunk', 'handled', 'handled-stop']);
    expect(await client.read()).toBeUndefined();
    client.close();
  });

  it('writes events the server can read byte for byte', async () => {
    const received: Buffer[] = [];
    let done: () => void = () => {};
    const ended = new Promise<void>((resolve) => (done = resolve));
    const port = await scripted((socket) => {
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('end', done);
    });
    const client = await connectTo(port);
    await client.write(ping('a'));
    await client.write(handled('b'));
    client.close();
    await ended;
    expect(Buffer.concat(received)).toEqual(
      Buffer.concat([encodeEvent(ping('a')), encodeEvent(handled('b'))]),
    );
  });

  it('times out a read without losing the event that arrives later', async () => {
    const port = await scripted((socket) => setTimeout(() => socket.write(encodeEvent(ping('late'))), 80));
    const client = await connectTo(port);
    await expect(client.read({ timeoutMs: 10 })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await client.read({ timeoutMs: 2000 }))?.data.text).toBe('late');
    client.close();
  });

  it('throws a protocol error when the server sends junk', async () => {
    const port = await scripted((socket) => socket.write('this is not wyoming\n'));
    const client = await connectTo(port);
    await expect(client.read({ timeoutMs: 2000 })).rejects.toBeInstanceOf(WyomingProtocolError);
    client.close();
  });

  it('reports a truncated frame when the server hangs up mid-frame', async () => {
    const port = await scripted((socket) => socket.end('{"type":"handled","data_length":50}\n{"te'));
    const client = await connectTo(port);
    await expect(client.read({ timeoutMs: 2000 })).rejects.toMatchObject({ code: 'truncated' });
    client.close();
  });

  it('rejects writes once closed, and a pending read ends quietly on close', async () => {
    const port = await scripted(() => {});
    const client = await connectTo(port);
    const pending = client.read();
    client.close();
    expect(await pending).toBeUndefined();
    await expect(client.write(ping())).rejects.toThrow();
  });

  it('refuses to connect where nothing listens', async () => {
    const port = await scripted(() => {});
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await expect(connectTo(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('does not connect with an aborted signal, and closes when its signal aborts later', async () => {
    const port = await scripted(() => {});
    await expect(
      WyomingClient.connect({ host: '127.0.0.1', port, signal: AbortSignal.abort(new Error('stop')) }),
    ).rejects.toThrow('stop');
    const controller = new AbortController();
    const client = await WyomingClient.connect({ host: '127.0.0.1', port, signal: controller.signal });
    const pending = client.read();
    controller.abort();
    expect(await pending).toBeUndefined();
  });
});
