// The client against a tiny hand-written Core (real loopback WebSocket), independent of the simulator.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { connectHomeAssistant, startHomeAssistant } from './index.js';
import type { HomeAssistantClient } from './types.js';

interface TinyState {
  s: string;
  a: Record<string, unknown>;
}

/** A minimal Core: auth, the load commands, subscribe_entities and call_service on `light.*`. */
async function startTinyCore(
  states: Record<string, TinyState>,
  entries: Record<string, Record<string, unknown>> = {},
) {
  let answerPings = true;
  let connections = 0;
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const sockets = new Set<WebSocket>();
  const entitySubscribers = new Map<WebSocket, number>();
  const broadcast = (event: unknown): void => {
    for (const [socket, id] of entitySubscribers) socket.send(JSON.stringify({ id, type: 'event', event }));
  };
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      entitySubscribers.delete(socket);
    });
    socket.send(JSON.stringify({ type: 'auth_required', ha_version: '2026.8.1' }));
    let authed = false;
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString('utf8')) as Record<string, unknown> & {
        id: number;
        type: string;
      };
      if (!authed) {
        authed = message.access_token === 'good';
        socket.send(JSON.stringify({ type: authed ? 'auth_ok' : 'auth_invalid', ha_version: '2026.8.1' }));
        if (!authed) socket.close();
        return;
      }
      const reply = (result: unknown): void =>
        socket.send(JSON.stringify({ id: message.id, type: 'result', success: true, result }));
      switch (message.type) {
        case 'subscribe_entities':
          entitySubscribers.set(socket, message.id);
          reply(null);
          socket.send(JSON.stringify({ id: message.id, type: 'event', event: { a: compress(states) } }));
          return;
        case 'config/entity_registry/list':
        case 'config/device_registry/list':
        case 'config/area_registry/list':
        case 'config/floor_registry/list':
        case 'config/label_registry/list':
          return reply([]);
        case 'config/entity_registry/get_entries':
          return reply(
            Object.fromEntries(
              (message.entity_ids as string[]).map((id) => [
                id,
                entries[id] ? { entity_id: id, ...entries[id] } : null,
              ]),
            ),
          );
        case 'ping':
          if (answerPings) socket.send(JSON.stringify({ id: message.id, type: 'pong' }));
          return;
        case 'homeassistant/expose_entity/list':
          return reply({ exposed_entities: {} });
        case 'homeassistant/expose_new_entities/get':
          return reply({ expose_new: true });
        case 'get_services':
          return reply({ light: { turn_on: { fields: {} } } });
        case 'call_service': {
          const target = message.target as { entity_id: string[] };
          for (const entityId of target.entity_id) {
            states[entityId] = {
              s: message.service === 'turn_on' ? 'on' : 'off',
              a: states[entityId]?.a ?? {},
            };
            broadcast({ c: { [entityId]: { '+': { s: states[entityId].s, lc: Date.now() / 1000 } } } });
          }
          return reply({ context: { id: 'ctx1', parent_id: null, user_id: null } });
        }
        default:
          return reply(null);
      }
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}/api/websocket`,
    apiUrl: `http://127.0.0.1:${port}/api`,
    dropAll: () => {
      for (const socket of sockets) socket.terminate();
    },
    broadcast,
    get connections() {
      return connections;
    },
    ignorePings: () => {
      answerPings = false;
    },
    close: () => {
      for (const socket of sockets) socket.terminate();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

function compress(states: Record<string, TinyState>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(states).map(([id, state]) => [id, { s: state.s, a: state.a, c: 'ctx0', lc: 1754042400 }]),
  );
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('client against a tiny Core', () => {
  it('loads states, applies diffs and calls services', async () => {
    const core = await startTinyCore({ 'light.kitchen': { s: 'off', a: { friendly_name: 'Kitchen' } } });
    cleanups.push(core.close);
    const client: HomeAssistantClient = await connectHomeAssistant({
      apiUrl: core.apiUrl,
      websocketUrl: core.url,
      token: 'good',
    });
    cleanups.push(() => client.close());
    expect(client.home.entity('light.kitchen')).toMatchObject({
      state: 'off',
      name: 'Kitchen',
      exposed: true,
    });
    const result = await client.callService('light', 'turn_on', {}, { entity_id: ['light.kitchen'] });
    expect(result.contextId).toBe('ctx1');
    const on = await client.home.waitFor('light.kitchen', (entity) => entity.state === 'on', {
      timeoutMs: 1000,
    });
    expect(on?.state).toBe('on');
  });

  it('rejects a bad token with unauthorized', async () => {
    const core = await startTinyCore({});
    cleanups.push(core.close);
    await expect(
      connectHomeAssistant({ apiUrl: core.apiUrl, websocketUrl: core.url, token: 'bad' }),
    ).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('reconnects after the socket drops and fails fast meanwhile', async () => {
    const core = await startTinyCore({ 'light.a': { s: 'off', a: {} } });
    cleanups.push(core.close);
    const client = startHomeAssistant({
      apiUrl: core.apiUrl,
      websocketUrl: core.url,
      token: 'good',
      backoff: { initialMs: 50, maxMs: 200 },
    });
    cleanups.push(() => client.close());
    await waitUntil(() => client.home.connected);
    core.dropAll();
    await waitUntil(() => !client.home.connected);
    await expect(client.callService('light', 'turn_on', {}, undefined)).rejects.toMatchObject({
      code: 'not-connected',
    });
    await waitUntil(() => client.home.connected);
    expect(client.home.entity('light.a')?.state).toBe('off');
  });
});

describe('client details against a tiny Core', () => {
  it('looks up the registry entry of an entity that appears later, so its recorded exposure holds', async () => {
    const core = await startTinyCore(
      {},
      { 'light.secret': { name: 'Secret', options: { conversation: { should_expose: false } } } },
    );
    cleanups.push(core.close);
    const client = await connectHomeAssistant({
      apiUrl: core.apiUrl,
      websocketUrl: core.url,
      token: 'good',
      registryDebounceMs: 5,
    });
    cleanups.push(() => client.close());
    core.broadcast({ a: { 'light.secret': { s: 'on', a: {}, c: 'c1', lc: 1754042400 } } });
    await waitUntil(() => client.home.entity('light.secret')?.name === 'Secret');
    expect(client.home.entity('light.secret')?.exposed).toBe(false);
    expect(client.home.exposedEntities().map((entity) => entity.id)).not.toContain('light.secret');
  });

  it('reconnects when Home Assistant stops answering pings', async () => {
    const core = await startTinyCore({ 'light.a': { s: 'off', a: {} } });
    cleanups.push(core.close);
    const client = await connectHomeAssistant({
      apiUrl: core.apiUrl,
      websocketUrl: core.url,
      token: 'good',
      heartbeatMs: 30,
      commandTimeoutMs: 100,
      backoff: { initialMs: 20, maxMs: 50 },
    });
    cleanups.push(() => client.close());
    core.ignorePings();
    await waitUntil(() => core.connections >= 2);
    await waitUntil(() => client.home.connected);
    expect(client.home.entity('light.a')?.state).toBe('off');
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
