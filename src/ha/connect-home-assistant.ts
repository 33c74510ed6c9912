// The two ways to get a HomeAssistantClient: connect now (fail if Home Assistant is not there), or
// start in the background and keep trying. Wires the link, the live home and its sync; nothing else.
import { DEFAULT_EXPOSED_DOMAINS } from './exposure.js';
import { HaConnection } from './ha-connection.js';
import { LiveHomeAssistantClient } from './home-assistant-client.js';
import { HomeAssistantError } from './home-assistant-error.js';
import { HomeSync } from './home-sync.js';
import { LiveHome } from './live-home.js';
import { silentLogger, type Logger } from './logger.js';
import type { HomeAssistantClient } from './types.js';

export interface ConnectOptions {
  /** REST root: `http://host:8123/api`, or `http://supervisor/core/api` in the add-on. */
  apiUrl: string;
  /** `ws://host:8123/api/websocket`, or `ws://supervisor/core/websocket` in the add-on. */
  websocketUrl: string;
  token: string;
  logger?: Logger;
  /** Limit for each command and for each connection attempt (default 10 s). */
  commandTimeoutMs?: number;
  /** Reconnect delays: `initialMs` doubling up to `maxMs` (default 1 s to 30 s). */
  backoff?: { initialMs: number; maxMs: number };
  /** Domains exposed to Assist by default (Home Assistant's rule 3; default: the newest Core's set). */
  defaultExposedDomains?: readonly string[];
  /** Registry events are gathered this long before one reload (default 250 ms). */
  registryDebounceMs?: number;
  /** Ping interval that detects a silently dead network (default 30 s; 0 disables). */
  heartbeatMs?: number;
  /**
   * Exposure to Assist older than this is re-read when a turn starts (`freshenExposure`), for changes HA
   * announces with no event (default 3 s; nothing is read at rest).
   */
  exposureMaxAgeMs?: number;
}

interface Assembly {
  client: HomeAssistantClient;
  connection: HaConnection;
  /** The resync started by the latest (re)connect. */
  synced: () => Promise<void>;
}

function assemble(options: ConnectOptions): Assembly {
  const logger = options.logger ?? silentLogger;
  const defaultExposedDomains = new Set(options.defaultExposedDomains ?? DEFAULT_EXPOSED_DOMAINS);
  const commandTimeoutMs = options.commandTimeoutMs ?? 10_000;
  const home = new LiveHome(defaultExposedDomains);
  let latestSync: Promise<void> = Promise.resolve();
  const connection = new HaConnection({
    url: options.websocketUrl,
    token: options.token,
    commandTimeoutMs,
    backoff: options.backoff ?? { initialMs: 1_000, maxMs: 30_000 },
    heartbeatMs: options.heartbeatMs ?? 30_000,
    logger,
    onReady: () => {
      latestSync = sync.resync();
      latestSync.catch((error: unknown) => {
        if (!connection.connected) return;
        logger.error(
          {
            err: error,
            hint: "Hearth reconnects and loads again; if it repeats, check Home Assistant's own log",
          },
          'Loading the home from Home Assistant failed; reconnecting',
        );
        connection.reconnect();
      });
    },
    onDisconnected: () => sync.disconnected(),
  });
  const sync = new HomeSync({
    connection,
    home,
    defaultExposedDomains,
    debounceMs: options.registryDebounceMs ?? 250,
    exposureMaxAgeMs: options.exposureMaxAgeMs ?? 3_000,
    logger,
  });
  const client = new LiveHomeAssistantClient({
    connection,
    home,
    apiUrl: options.apiUrl,
    token: options.token,
    commandTimeoutMs,
    freshenExposure: () => sync.freshenExposure(),
    onClose: () => {
      connection.close();
      sync.disconnected();
    },
  });
  return { client, connection, synced: () => latestSync };
}

/**
 * Connects and loads the whole home (states, registries, exposure, services) before resolving.
 * Rejects with `HomeAssistantError` `unauthorized` (token refused), `unavailable` (not reachable
 * or refused the upgrade), `timeout` or `aborted` if this first attempt fails; after that the
 * client reconnects by itself with backoff like `startHomeAssistant`'s.
 */
export async function connectHomeAssistant(
  options: ConnectOptions & { signal?: AbortSignal },
): Promise<HomeAssistantClient> {
  const { client, connection, synced } = assemble(options);
  try {
    await connection.connect(options.signal);
    await untilAborted(synced(), options.signal);
    return client;
  } catch (error) {
    await client.close();
    if (error instanceof HomeAssistantError) throw error;
    throw new HomeAssistantError('unavailable', 'Loading the home from Home Assistant failed', {
      cause: error,
    });
  }
}

/**
 * Never rejects and never waits: returns a client at once whose `home` is not loaded and not
 * connected yet, and connects in the background, retrying every failure with backoff
 * (`initialMs` doubling to `maxMs`). A refused token is logged as an error and retried every
 * `maxMs` (the user may fix it). Until the first load `home.loaded` is false; while the link is
 * down `home.connected` is false and every command rejects at once with `not-connected`.
 * Watch `home.subscribe` for `{ type: 'connection' }` events.
 */
export function startHomeAssistant(options: ConnectOptions): HomeAssistantClient {
  const { client, connection } = assemble(options);
  connection.connectInBackground();
  return client;
}

/** `promise`, unless `signal` aborts first (then `aborted`). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void =>
      reject(new HomeAssistantError('aborted', 'Loading the home from Home Assistant was aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
