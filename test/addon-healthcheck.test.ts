// The image's HEALTHCHECK command (dist/cli/healthcheck.js) against live, silent, foreign and dead ports.
import { existsSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeEvent } from '../src/wyoming/index.js';

const HEALTHCHECK = join(resolve(import.meta.dirname, '..'), 'dist/cli/healthcheck.js');
const servers: Server[] = [];

beforeAll(() => {
  if (!existsSync(HEALTHCHECK))
    throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
});
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A loopback server that runs `onData` for every chunk a client sends. */
async function listen(onData: (socket: Socket, chunk: Buffer) => void): Promise<number> {
  const server = createServer((socket) => {
    socket.on('data', (chunk) => onData(socket, chunk));
    socket.on('error', () => undefined);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as { port: number }).port;
}

const check = (port: number, ...extra: string[]) =>
  execa('node', [HEALTHCHECK, '--host', '127.0.0.1', '--port', String(port), ...extra], { reject: false });

describe('healthcheck', () => {
  it('exits 0 when describe is answered with info, after skipping another event with data and payload', async () => {
    let asked = '';
    const port = await listen((socket, chunk) => {
      asked += chunk.toString('utf8');
      const noise = encodeEvent({
        type: 'audio-chunk',
        data: { rate: 16000 },
        payload: Buffer.from('\n\n{}\n'),
      });
      const info = encodeEvent({ type: 'info', data: { handle: [{ name: 'Hearth', installed: true }] } });
      socket.write(Buffer.concat([noise, info.subarray(0, 5)]));
      setTimeout(() => socket.write(info.subarray(5)), 20);
    });
    const result = await check(port);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    expect(JSON.parse(asked.trim())).toEqual({ type: 'describe' });
  });

  it('exits 1 with one line when nothing listens on the port', async () => {
    const port = await listen(() => undefined);
    servers.pop()!.close();
    await new Promise((done) => setTimeout(done, 20));
    const result = await check(port);
    expect(result.exitCode).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^healthcheck: cannot reach 127\.0\.0\.1:\d+/);
  });

  it('exits 1 when the server accepts but never answers within the timeout', async () => {
    const port = await listen(() => undefined);
    const started = Date.now();
    const result = await check(port, '--timeout', '300');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('no Wyoming info');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('exits 1 when something else than Wyoming answers', async () => {
    const port = await listen((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    const result = await check(port);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/did not speak Wyoming|closed the connection/);
  });

  it('rejects a port that is not a number', async () => {
    const result = await execa('node', [HEALTHCHECK, '--port', 'ten'], { reject: false });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('invalid --port ten');
  });
});
