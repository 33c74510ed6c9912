import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ping } from './ping.js';
import type { WyomingServer } from './wyoming-server.js';
import { basicHandler, client, describeWorks, recordingLogger, useServers } from './server.fixture.js';

const start = useServers();

/** A raw TCP peer: sends bytes, collects what comes back until the server closes. */
function rawPeer(server: WyomingServer): { socket: Socket; closed: Promise<Buffer> } {
  const socket = connect({ host: '127.0.0.1', port: server.port });
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => {});
  const closed = new Promise<Buffer>((resolve) =>
    socket.once('close', () => resolve(Buffer.concat(received))),
  );
  return { socket, closed };
}

describe('WyomingServer with malformed input', () => {
  it.each<[string, () => Buffer]>([
    ['a non-JSON header', () => Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n')],
    ['an absurd data_length', () => Buffer.from('{"type":"transcript","data_length":1e12}\n')],
    ['a 2 MiB line without newline', () => Buffer.alloc(2 * 1024 * 1024, 0x7b)],
    ['binary junk', () => Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 37 + 11) % 256))],
    ['a blank line', () => Buffer.from('\n')],
    ['a header without type', () => Buffer.from('{"data":{"text":"x"}}\n')],
  ])('closes only the connection that sends %s, without sending an error event', async (_name, bytes) => {
    const logger = recordingLogger();
    const server = await start(basicHandler, { logger });
    const bystander = await client(server);
    const { socket, closed } = rawPeer(server);
    socket.write(bytes());
    const received = await closed;
    expect(received.toString()).not.toContain('"error"');
    expect(logger.entries.some((entry) => entry.level === 'warn' && 'code' in entry.fields)).toBe(true);
    await bystander.write(ping('still here'));
    expect((await bystander.read({ timeoutMs: 2000 }))?.data.text).toBe('still here');
    bystander.close();
    expect(await describeWorks(server)).toBe(true);
  });

  it('answers the good events that came before a malformed frame, then closes', async () => {
    const server = await start(basicHandler);
    const { socket, closed } = rawPeer(server);
    socket.write('{"type":"describe"}\n{"type":"ping","data":{"text":"a"}}\nnonsense\n{"type":"describe"}\n');
    const received = (await closed).toString();
    expect(received.match(/\{"type":"info"/g)).toHaveLength(1);
    expect(received.match(/\{"type":"pong"/g)).toHaveLength(1);
  });

  it('accepts a bare describe line with CRLF and no version, as discovery probes send', async () => {
    const server = await start(basicHandler);
    const { socket, closed } = rawPeer(server);
    socket.write('{ "type": "describe" }\r\n');
    await sleep(50);
    socket.end();
    expect((await closed).toString()).toMatch(/^\{"type":"info","version":"1\.9\.0","data_length":\d+\}\n\{/);
  });

  it('logs a handler exception and closes only that connection', async () => {
    const logger = recordingLogger();
    const server = await start(
      (event, connection) => {
        if (event.type === 'explode') throw new Error('handler bug');
        basicHandler(event, connection);
      },
      { logger },
    );
    const bystander = await client(server);
    const victim = await client(server);
    await victim.write({ type: 'explode', data: {} });
    expect(await victim.read({ timeoutMs: 2000 })).toBeUndefined();
    expect(logger.entries.some((entry) => entry.level === 'error')).toBe(true);
    await bystander.write(ping('ok'));
    expect((await bystander.read({ timeoutMs: 2000 }))?.type).toBe('pong');
    bystander.close();
    victim.close();
  });
});
