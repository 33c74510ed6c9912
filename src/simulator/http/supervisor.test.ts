import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RawClient } from '../websocket/raw-client.js';
import { startSimulator } from '../start-simulator.js';
import type { Simulator } from '../types.js';

let simulator: Simulator;
const clients: RawClient[] = [];
const ws = (path: string) => simulator.url.replace(/^http/, 'ws') + path;
const get = (path: string, token?: string, init: RequestInit = {}) =>
  fetch(simulator.url + path, { ...init, headers: token ? { Authorization: `Bearer ${token}` } : {} });

beforeEach(async () => {
  simulator = await startSimulator({ authTimeoutMs: 500, heartbeatMs: 0, addonHostname: 'a0d7b954-hearth' });
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await simulator.close();
});

describe('Supervisor REST layer', () => {
  it('serves Core under /core/api with the Supervisor token', async () => {
    const response = await get('/core/api/states/lock.front_door', simulator.supervisorToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ entity_id: 'lock.front_door', state: 'locked' });
  });

  it('answers a wrong or missing token with a plain-text 401', async () => {
    for (const token of ['wrong', undefined, simulator.token]) {
      const response = await get('/core/api/config', token);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('401: Unauthorized');
    }
  });

  it('accepts the token from X-Ha-Access too', async () => {
    const response = await fetch(`${simulator.url}/core/api/`, {
      headers: { 'X-Ha-Access': simulator.supervisorToken },
    });
    expect(await response.json()).toEqual({ message: 'API running.' });
  });

  it('refuses hassio paths with 403 and PUT with 405', async () => {
    expect((await get('/core/api/hassio/addons', simulator.supervisorToken)).status).toBe(403);
    expect((await get('/core/api/states', simulator.supervisorToken, { method: 'PUT' })).status).toBe(405);
  });

  it('records discovery messages and answers with a uuid', async () => {
    const response = await fetch(`${simulator.url}/discovery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${simulator.supervisorToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ service: 'wyoming', config: { uri: 'tcp://a0d7b954-hearth:10500' } }),
    });
    const body = (await response.json()) as { result: string; data: { uuid: string } };
    expect(body.result).toBe('ok');
    expect(body.data.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(simulator.discoveryMessages).toEqual([
      { service: 'wyoming', config: { uri: 'tcp://a0d7b954-hearth:10500' } },
    ]);
  });

  it('reports the add-on hostname, and refuses the Core token there', async () => {
    const info = (await (await get('/addons/self/info', simulator.supervisorToken)).json()) as {
      data: { hostname: string };
    };
    expect(info.data.hostname).toBe('a0d7b954-hearth');
    expect((await get('/addons/self/info', simulator.token)).status).toBe(401);
  });
});

describe('Supervisor WebSocket layer', () => {
  for (const path of ['/core/websocket', '/core/api/websocket']) {
    it(`authenticates ${path} with the Supervisor token and runs commands as the Supervisor user`, async () => {
      const client = await RawClient.connect(ws(path), simulator.supervisorToken);
      clients.push(client);
      const user = await client.call<{ name: string; is_admin: boolean }>('auth/current_user');
      expect(user).toMatchObject({ name: 'Supervisor', is_admin: true });
    });
  }

  it('answers a bad token with the proxy’s own text', async () => {
    const client = await RawClient.open(ws('/core/websocket'));
    client.send({ type: 'auth', access_token: simulator.token });
    expect(await client.next()).toEqual({ type: 'auth_invalid', message: 'Invalid access' });
    await client.closed;
  });

  it('answers supervisor/ and hassio/ commands itself with unauthorized', async () => {
    const client = await RawClient.connect(ws('/core/websocket'), simulator.supervisorToken);
    clients.push(client);
    const answer = await client.command('supervisor/api', { endpoint: '/info' });
    expect(answer['error']).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });
});

describe('restart', () => {
  it('closes sockets, answers 502 while down, applies whileDown, then serves the changed home', async () => {
    const client = await RawClient.connect(ws('/core/websocket'), simulator.supervisorToken);
    expect(simulator.openSockets).toBe(1);
    const restarting = simulator.restart({
      downtimeMs: 800,
      whileDown: (home) => home.removeEntity('light.garage'),
    });
    await client.closed;
    const rest = (await get('/core/api/states', simulator.supervisorToken)).status;
    const direct = await get('/api/states', simulator.token);
    expect(await direct.text()).toBe('502: Bad Gateway');
    const upgrade = await RawClient.open(ws('/core/websocket')).then(
      () => 'opened',
      (error: Error) => error.message,
    );
    await restarting;
    expect({ rest, upgrade }).toEqual({ rest: 502, upgrade: 'HTTP 502' });
    expect(simulator.openSockets).toBe(0);
    const again = await RawClient.connect(ws('/core/websocket'), simulator.supervisorToken);
    clients.push(again);
    const states = await again.call<{ entity_id: string }[]>('get_states');
    expect(states.map((state) => state.entity_id)).not.toContain('light.garage');
  });
});
