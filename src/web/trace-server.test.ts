// The trace server's door: only the ingress gateway in the add-on, only loopback names elsewhere.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTraceServer, type TraceServer } from './trace-server.js';
import { TraceStore } from './trace-store.js';

let server: TraceServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function status(port: number, path: string, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, ...(host === undefined ? {} : { headers: { host } }) },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('startTraceServer', () => {
  it('in add-on mode refuses every address but the ingress gateway', async () => {
    const store = await TraceStore.open();
    server = await startTraceServer({ store, host: '127.0.0.1', port: 0, allowedClients: ['172.30.32.2'] });
    expect(await status(server.port, '/')).toBe(403);
    expect(await status(server.port, '/api/turns')).toBe(403);
    expect(await status(server.port, '/api/stream')).toBe(403);
  });

  it('answers an allowed address whatever Host it names (ingress sends its own)', async () => {
    const store = await TraceStore.open();
    server = await startTraceServer({ store, host: '127.0.0.1', port: 0, allowedClients: ['127.0.0.1'] });
    expect(await status(server.port, '/api/turns', 'homeassistant.local:8123')).toBe(200);
  });

  it('elsewhere answers loopback names only, and prints a loopback URL', async () => {
    const store = await TraceStore.open();
    server = await startTraceServer({ store, host: '127.0.0.1', port: 0 });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    expect(await status(server.port, '/', `localhost:${server.port}`)).toBe(200);
    expect(await status(server.port, '/', `attacker.example:${server.port}`)).toBe(403);
    expect(await status(server.port, '/api/turns/nope')).toBe(404);
  });

  it('bounds the number of open live streams', async () => {
    const store = await TraceStore.open();
    server = await startTraceServer({ store, host: '127.0.0.1', port: 0, maxStreams: 1 });
    const port = server.port;
    const first = httpRequest({ host: '127.0.0.1', port, path: '/api/stream' });
    const opened = new Promise<void>((resolve) => first.on('response', () => resolve()));
    first.on('error', () => undefined);
    first.end();
    await opened;
    expect(await status(port, '/api/stream')).toBe(503);
    first.destroy();
  });
});
