import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { handled } from './handle.js';
import { ping, pong } from './ping.js';
import type { WyomingConnection } from './server-connection.js';
import { WyomingClient } from './wyoming-client.js';
import { WyomingServer, type WyomingServerOptions } from './wyoming-server.js';

const servers: WyomingServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close({ graceMs: 0 })));
});

async function start(handler: WyomingServerOptions['handler']): Promise<WyomingServer> {
  const server = await WyomingServer.listen({ host: '127.0.0.1', port: 0, lingerMs: 200, handler });
  servers.push(server);
  return server;
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(5);
  }
}

function rawPeer(port: number): { socket: Socket; closed: Promise<string> } {
  const socket = connect({ host: '127.0.0.1', port });
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) =>
    socket.once('close', () => resolve(Buffer.concat(received).toString())),
  );
  return { socket, closed };
}

describe('a server connection', () => {
  it('aborts its signal as soon as the peer leaves, even while a handler is still awaiting', async () => {
    let seen: WyomingConnection | undefined;
    let handlerDone = false;
    const server = await start(async (_event, connection) => {
      seen = connection;
      await sleep(1500);
      handlerDone = true;
    });
    const peer = await WyomingClient.connect({ host: '127.0.0.1', port: server.port });
    await peer.write(ping());
    await until(() => seen !== undefined);
    expect(seen!.signal.aborted).toBe(false);
    const left = Date.now();
    peer.close();
    await until(() => seen!.signal.aborted, 1000);
    expect(Date.now() - left).toBeLessThan(500);
    expect(handlerDone).toBe(false);
  });

  it('makes writes after the peer left harmless no-ops that return false', async () => {
    let seen: WyomingConnection | undefined;
    const server = await start((_event, connection) => {
      seen = connection;
    });
    const peer = await WyomingClient.connect({ host: '127.0.0.1', port: server.port });
    await peer.write(ping());
    await until(() => seen !== undefined);
    expect(seen!.write(pong())).toBe(true);
    peer.close();
    await until(() => seen!.signal.aborted);
    expect(seen!.write(handled('too late'))).toBe(false);
    expect(() => seen!.close()).not.toThrow();
    expect(seen!.remoteAddress).toMatch(/^127\.0\.0\.1:\d+$/);
    await until(() => server.connections === 0);
  });

  it('stops handing events to a connection the handler closed, and ends it', async () => {
    const handledTypes: string[] = [];
    const server = await start((event, connection) => {
      handledTypes.push(event.type);
      if (event.type === 'bye') {
        connection.write(pong('bye'));
        connection.close();
      }
    });
    const { socket, closed } = rawPeer(server.port);
    socket.write('{"type":"bye"}\n');
    await sleep(30);
    socket.write('{"type":"after"}\n');
    expect(await closed).toContain('"pong"');
    expect(handledTypes).toEqual(['bye']);
  });

  it('answers every event of a flood, in order, while a slow handler holds reading back', async () => {
    const server = await start(async (event, connection) => {
      if (Number(event.data.text) % 50 === 0) await sleep(5);
      connection.write(pong(String(event.data.text)));
    });
    const peer = await WyomingClient.connect({ host: '127.0.0.1', port: server.port });
    const count = 600;
    await Promise.all(Array.from({ length: count }, (_, index) => peer.write(ping(String(index)))));
    const replies: unknown[] = [];
    for (let index = 0; index < count; index++)
      replies.push((await peer.read({ timeoutMs: 2000 }))?.data.text);
    expect(replies).toEqual(Array.from({ length: count }, (_, index) => String(index)));
    peer.close();
  });

  it('answers events sent just before the peer half-closes, as a shell probe does', async () => {
    const server = await start((event, connection) => {
      if (event.type === 'describe') connection.write(pong('described'));
    });
    const { socket, closed } = rawPeer(server.port);
    socket.end('{"type":"describe"}\n');
    expect(await closed).toContain('described');
  });
});
