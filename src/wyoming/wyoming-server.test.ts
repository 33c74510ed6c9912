import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { handled, handledStop } from './handle.js';
import { describe as describeEvent } from './info.js';
import { ping, pong } from './ping.js';
import { WyomingServer } from './wyoming-server.js';
import { basicHandler, client, describeWorks, recordingLogger, useServers } from './server.fixture.js';

const start = useServers();

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(5);
  }
}

describe('WyomingServer', () => {
  it('binds the requested host and a free port', async () => {
    const server = await start(basicHandler);
    expect(server.host).toBe('127.0.0.1');
    expect(server.port).toBeGreaterThan(0);
  });

  it('hands one connection its events in order, awaiting each handler before the next', async () => {
    let running = 0;
    let overlap = false;
    const server = await start(async (event, connection) => {
      running++;
      if (running > 1) overlap = true;
      await sleep(Number(event.data.delay));
      connection.write(pong(String(event.data.n)));
      running--;
    });
    const peer = await client(server);
    for (const [n, delay] of [
      [1, 30],
      [2, 0],
      [3, 15],
      [4, 1],
    ])
      await peer.write({ type: 'work', data: { n, delay } });
    const replies: unknown[] = [];
    for (let index = 0; index < 4; index++) replies.push((await peer.read({ timeoutMs: 2000 }))?.data.text);
    expect(replies).toEqual(['1', '2', '3', '4']);
    expect(overlap).toBe(false);
    peer.close();
  });

  it('answers describe during a long turn when the handler returns at once', async () => {
    const server = await start((event, connection) => {
      if (event.type === 'transcript') {
        void sleep(300).then(() => connection.write(handled('late')));
        return;
      }
      basicHandler(event, connection);
    });
    const peer = await client(server);
    await peer.write({ type: 'transcript', data: { text: 'x' } });
    await peer.write(describeEvent());
    const started = Date.now();
    expect((await peer.read({ timeoutMs: 1000 }))?.type).toBe('info');
    expect(Date.now() - started).toBeLessThan(200);
    expect((await peer.read({ timeoutMs: 2000 }))?.type).toBe('handled');
    peer.close();
  });

  it('stays healthy when every client hangs up right after handled, as Home Assistant does', async () => {
    const logger = recordingLogger();
    const server = await start(
      (event, connection) => {
        if (event.type !== 'transcript') return;
        connection.write(handled('Done.'));
        // The peer is usually gone by now; these writes must be harmless.
        void sleep(5).then(() => {
          connection.write(handledStop());
          connection.write(handled('extra'));
        });
      },
      { logger },
    );
    for (let round = 0; round < 20; round++) {
      const peer = await client(server);
      await peer.write({ type: 'transcript', data: { text: 'turn on' } });
      expect((await peer.read({ timeoutMs: 2000 }))?.type).toBe('handled');
      peer.close();
    }
    await sleep(20);
    expect(await describeWorks(await start(basicHandler))).toBe(true);
    await until(() => server.connections === 0);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('serves 100 concurrent connections', async () => {
    const server = await start(async (event, connection) => {
      await sleep(10);
      connection.write(pong(String(event.data.text)));
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const peer = await client(server);
        await peer.write(ping(`n${index}`));
        const reply = await peer.read({ timeoutMs: 5000 });
        peer.close();
        return reply?.data.text;
      }),
    );
    expect(results).toEqual(Array.from({ length: 100 }, (_, index) => `n${index}`));
  });

  it('ignores unknown events and keeps the connection open', async () => {
    const server = await start(basicHandler);
    const peer = await client(server);
    await peer.write({ type: 'something-new', data: { x: 1 } });
    await peer.write(ping('after'));
    expect((await peer.read({ timeoutMs: 2000 }))?.data.text).toBe('after');
    peer.close();
  });

  it('on close stops accepting, aborts every signal, and lets a turn finish within the grace', async () => {
    const signals: AbortSignal[] = [];
    const server = await WyomingServer.listen({
      host: '127.0.0.1',
      port: 0,
      handler: (_event, connection) => {
        signals.push(connection.signal);
        connection.signal.addEventListener('abort', () => {
          connection.write(handled('Shutting down.'));
        });
      },
    });
    const peer = await client(server);
    await peer.write({ type: 'transcript', data: { text: 'x' } });
    await until(() => signals.length === 1);
    const closing = server.close({ graceMs: 100 });
    expect((await peer.read({ timeoutMs: 2000 }))?.data.text).toBe('Shutting down.');
    await closing;
    expect(signals[0]!.aborted).toBe(true);
    expect(server.connections).toBe(0);
    await expect(client(server)).rejects.toThrow();
    expect(await peer.read({ timeoutMs: 2000 })).toBeUndefined();
    peer.close();
  });

  it('destroys a lingering connection once the grace has passed', async () => {
    const server = await WyomingServer.listen({ host: '127.0.0.1', port: 0, handler: () => {} });
    const peer = await client(server);
    await peer.write(ping());
    await until(() => server.connections === 1);
    const started = Date.now();
    await server.close({ graceMs: 50 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await peer.read({ timeoutMs: 2000 })).toBeUndefined();
    peer.close();
  });

  it('rejects listen on a port that is taken', async () => {
    const server = await start(basicHandler);
    await expect(
      WyomingServer.listen({ host: '127.0.0.1', port: server.port, handler: basicHandler }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
