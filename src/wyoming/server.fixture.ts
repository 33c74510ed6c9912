// Shared fixture of the server tests: servers on loopback that close after each test, a handler that
// answers describe and ping, a client, and a logger that records. Test code only (not built).
import { afterEach } from 'vitest';
import { describe as describeEvent, info } from './info.js';
import { parsePing, pong } from './ping.js';
import type { WyomingConnection } from './server-connection.js';
import { WyomingClient } from './wyoming-client.js';
import type { WyomingEvent } from './wyoming-event.js';
import type { WyomingLogger } from './wyoming-logger.js';
import { WyomingServer, type WyomingServerOptions } from './wyoming-server.js';

/** Registers the cleanup in the calling test file; returns how to start a server there. */
export function useServers(): (
  handler: WyomingServerOptions['handler'],
  extra?: Partial<WyomingServerOptions>,
) => Promise<WyomingServer> {
  const servers: WyomingServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close({ graceMs: 0 })));
  });
  return async (handler, extra) => {
    const server = await WyomingServer.listen({
      host: '127.0.0.1',
      port: 0,
      lingerMs: 200,
      handler,
      ...extra,
    });
    servers.push(server);
    return server;
  };
}

/** Answers describe and ping at once; ignores everything else. */
export function basicHandler(event: WyomingEvent, connection: WyomingConnection): void {
  if (event.type === 'describe') connection.write(info({}));
  const ping = parsePing(event);
  if (ping !== undefined) connection.write(pong(ping.text));
}

export async function client(server: WyomingServer): Promise<WyomingClient> {
  return WyomingClient.connect({ host: '127.0.0.1', port: server.port, timeoutMs: 2000 });
}

export async function describeWorks(server: WyomingServer): Promise<boolean> {
  const peer = await client(server);
  try {
    await peer.write(describeEvent());
    return (await peer.read({ timeoutMs: 2000 }))?.type === 'info';
  } finally {
    peer.close();
  }
}

export function recordingLogger(): WyomingLogger & {
  entries: { level: string; fields: object; message: string }[];
} {
  const entries: { level: string; fields: object; message: string }[] = [];
  const record = (level: string) => (fields: object, message: string) =>
    entries.push({ level, fields, message });
  return {
    entries,
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
}
