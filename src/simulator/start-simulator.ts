// Starts the simulated Home Assistant: builds the House, serves HTTP + WebSocket on loopback, and exposes
// the scenario hooks of the Simulator contract. The only module that owns sockets and the server.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { CommandTable } from './websocket/command.js';
import { configCommands } from './websocket/config-commands.js';
import { coreCommands } from './websocket/core-commands.js';
import { historyCommands } from './websocket/history-commands.js';
import { homeSchemas } from './home-schema.js';
import type { HomeDefinition } from './home-schema.js';
import { House, SUPERVISOR_USER_ID } from './house.js';
import { routeRequest, routeUpgrade } from './http/http-router.js';
import type { RouterState } from './http/http-router.js';
import { loadHome, sampleHome } from './load-home.js';
import { pipelineCommands } from './websocket/pipeline-commands.js';
import { registryCommands } from './websocket/registry-commands.js';
import { addEntity, removeEntity, renameEntity, setExposed } from './websocket/registry-changes.js';
import { Satellites } from './services/satellites.js';
import { ServiceRegistry } from './services/service-registry.js';
import type {
  DiscoveryMessage,
  RecordedEvent,
  RecordedServiceCall,
  Simulator,
  SimulatorOptions,
} from './types.js';
import { keepNewest } from './keep-newest.js';
import { wireState } from './websocket/wire-format.js';
import { WebSocketConnection } from './websocket/ws-connection.js';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { createServer } = process.getBuiltinModule('node:http');

/** A direct (non-Supervisor) token belongs to this owner user. */
const OWNER_USER_ID = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
const DEFAULT_HA_VERSION = '2026.8.1';

async function resolveHome(options: SimulatorOptions): Promise<HomeDefinition> {
  if (options.generate) {
    // The generator and its kind tables are loaded only for a generated home (tests, benchmarks).
    const { generateHome } = await import('./generate-home.js');
    return generateHome({ entities: options.generate.entities, seed: options.generate.seed ?? 1 });
  }
  if (typeof options.home === 'string') return loadHome(options.home);
  if (options.home !== undefined) return homeSchemas().homeSchema.parse(options.home);
  return sampleHome();
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const house = new House(await resolveHome(options), options.now);
  const keep = options.keepRecords ?? Number.POSITIVE_INFINITY;
  const satellites = new Satellites(house, { keepPlayed: keep, ...options.satellites });
  const services = new ServiceRegistry(house, { assist_satellite: satellites.services() });
  const haVersion = options.haVersion ?? DEFAULT_HA_VERSION;
  const token = options.token ?? `simulator-${randomBytes(16).toString('hex')}`;
  const supervisorToken = options.supervisorToken ?? `supervisor-${randomBytes(16).toString('hex')}`;
  const discoveryMessages: DiscoveryMessage[] = [];
  const serviceCalls: RecordedServiceCall[] = [];
  const sockets = new Set<WebSocket>();
  const firedEvents: RecordedEvent[] = [];
  let serviceCallCount = 0;
  let firedEventCount = 0;
  const recordCall = (call: RecordedServiceCall): void => {
    serviceCallCount += 1;
    keepNewest(serviceCalls, call, keep);
  };
  const recordEvent = (event: RecordedEvent): void => {
    firedEventCount += 1;
    keepNewest(firedEvents, event, keep);
  };
  const commands: CommandTable = {
    ...coreCommands(haVersion),
    ...registryCommands,
    ...historyCommands(() => house.clock()),
    ...configCommands,
    ...pipelineCommands,
  };
  // Events fired over the WebSocket are recorded as the REST API's are (tests read both in firedEvents).
  const fireEvent = commands.fire_event!;
  commands.fire_event = {
    schema: fireEvent.schema,
    run: (session, message) => {
      const { event_type: eventType, event_data: data } = message as {
        event_type: string;
        event_data?: Record<string, unknown>;
      };
      recordEvent({ eventType, data: data ?? {}, at: house.clock() });
      return fireEvent.run(session, message);
    },
  };
  let down = false;

  const routerState: RouterState = {
    token,
    supervisorToken,
    addonHostname: options.addonHostname ?? 'a0d7b954-hearth',
    discoveryMessages,
    coreDown: () => down,
    core: (layer) => ({
      house,
      services,
      haVersion,
      userId: layer === 'supervisor' ? SUPERVISOR_USER_ID : OWNER_USER_ID,
      errorStyle: options.restErrorStyle ?? 'legacy',
      recordCall,
      recordEvent,
    }),
    logger: options.logger,
  };
  // Compression as Home Assistant's server offers it: aiohttp's WebSocketResponse accepts permessage-deflate
  // from a client that asks (`compress` is on by default) and then compresses every message, whatever its size.
  const websocketServer = new WebSocketServer({
    noServer: true,
    maxPayload: 4 * 1024 * 1024,
    perMessageDeflate: { threshold: 0 },
  });
  const server = createServer((request, response) => routeRequest(routerState, request, response));
  server.on('upgrade', (request, socket, head) =>
    routeUpgrade(routerState, websocketServer, request, socket, head, (layer, websocket) => {
      sockets.add(websocket);
      websocket.on('close', () => sockets.delete(websocket));
      new WebSocketConnection(websocket, {
        house,
        services,
        commands,
        haVersion,
        layer,
        token: layer === 'supervisor' ? supervisorToken : token,
        userId: layer === 'supervisor' ? SUPERVISOR_USER_ID : OWNER_USER_ID,
        authTimeoutMs: options.authTimeoutMs ?? 10_000,
        heartbeatMs: options.heartbeatMs ?? 30_000,
        coalesce: options.coalesce ?? 'negotiated',
        eventsAfterResult: options.eventsAfterResult ?? false,
        recordCall,
      });
    }),
  );
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  options.logger?.info({ url, entities: house.states.size }, 'simulated Home Assistant listening');

  const closeSockets = async (code: number): Promise<void> => {
    const closing = [...sockets].map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(code);
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, 200).unref();
        }),
    );
    await Promise.all(closing);
  };

  const simulator: Simulator = {
    url,
    token,
    supervisorToken,
    discoveryMessages,
    serviceCalls,
    firedEvents,
    get serviceCallCount() {
      return serviceCallCount;
    },
    get firedEventCount() {
      return firedEventCount;
    },
    satellites,
    get openSockets() {
      return sockets.size;
    },
    state(entityId) {
      const state = house.states.get(entityId);
      if (!state) return undefined;
      const wire = wireState(state);
      return { ...wire, attributes: { ...wire.attributes } };
    },
    setState(change) {
      const current = house.states.get(change.entityId);
      const attributes: Record<string, unknown> = { ...(current?.attributes ?? {}) };
      for (const [key, value] of Object.entries(change.attributes ?? {})) {
        if (value === null) delete attributes[key];
        else attributes[key] = value;
      }
      house.writeState(change.entityId, change.state, attributes, house.newContext(null));
    },
    setServiceBehaviour: (service, behaviour) => services.setBehaviour(service, behaviour),
    addEntity: (entity) => addEntity(house, entity),
    renameEntity: (entityId, name) => renameEntity(house, entityId, name),
    removeEntity: (entityId) => removeEntity(house, entityId),
    setExposed: (entityId, exposed) => setExposed(house, entityId, exposed),
    async restart(restartOptions = {}) {
      house.fire('homeassistant_stop', {});
      down = true;
      await closeSockets(1001);
      restartOptions.whileDown?.(simulator);
      await new Promise((resolve) => setTimeout(resolve, restartOptions.downtimeMs ?? 500));
      down = false;
      house.fire('homeassistant_started', {});
    },
    async close() {
      await closeSockets(1001);
      websocketServer.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
  return simulator;
}
