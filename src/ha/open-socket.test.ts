// The WebSocket's handshake: Home Assistant's server offers compression, Hearth's client does not take it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { startSimulator } from '../simulator/index.js';
import { RawClient } from '../simulator/websocket/raw-client.js';
import type { Simulator } from '../simulator/types.js';
import { silentLogger } from './logger.js';
import { openSocket } from './open-socket.js';

let simulator: Simulator;
beforeEach(async () => {
  simulator = await startSimulator();
});
afterEach(async () => {
  await simulator.close();
});

const websocketUrl = (): string => `${simulator.url.replace(/^http/, 'ws')}/api/websocket`;

describe('the Home Assistant WebSocket', () => {
  it('is compressed for a client that asks, as aiohttp does for Home Assistant', async () => {
    const client = await RawClient.connect(websocketUrl(), simulator.token);
    expect(client.socket.extensions).toContain('permessage-deflate');
    const states = await client.command('get_states');
    expect(states['success']).toBe(true);
    client.socket.close();
  });

  it('is not compressed for Hearth: it never offers permessage-deflate, so no message goes through zlib', async () => {
    const socket = (await openSocket({
      url: websocketUrl(),
      token: simulator.token,
      timeoutMs: 5_000,
      logger: silentLogger,
    })) as unknown as WebSocket;
    expect(socket.extensions).toBe('');
    socket.close();
  });
});
