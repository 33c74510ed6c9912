// The WebSocket link to Home Assistant: home-assistant-js-websocket's Connection over our `ws` socket,
// with our backoff, per-command deadlines and fail-fast while down. Knows no home model.
import { Connection, type HaWebSocket, type MessageBase } from 'home-assistant-js-websocket';
import { connectionAdvice, type ConnectionAdvice } from './connection-advice.js';
import { withDeadline } from './deadline.js';
import { HomeAssistantError } from './home-assistant-error.js';
import type { Logger } from './logger.js';
import { openSocket } from './open-socket.js';

export interface HaConnectionOptions {
  url: string;
  token: string;
  commandTimeoutMs: number;
  backoff: { initialMs: number; maxMs: number };
  /** A ping this often detects a dead network that never closes the socket; 0 disables. */
  heartbeatMs: number;
  logger: Logger;
  /** The socket is up again (first connect and every reconnect); subscriptions must be re-made. */
  onReady: () => void;
  onDisconnected: () => void;
}

export interface CommandOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

export type Unsubscribe = () => Promise<void>;

export class HaConnection {
  readonly #options: HaConnectionOptions;
  readonly #closing = new AbortController();
  readonly #advice: ConnectionAdvice;
  #connection: Connection | undefined;
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(options: HaConnectionOptions) {
    this.#options = options;
    this.#advice = connectionAdvice(options.url);
  }

  get connected(): boolean {
    return this.#connection?.connected === true;
  }

  /** One attempt; rejects with `unauthorized`, `unavailable`, `timeout` or `aborted`. */
  async connect(signal?: AbortSignal): Promise<void> {
    const signals = [this.#closing.signal, ...(signal === undefined ? [] : [signal])];
    this.#adopt(await this.#open(AbortSignal.any(signals)));
  }

  /** Keeps trying in the background with backoff until the first socket is up. */
  connectInBackground(): void {
    void this.#openWithRetry(0).then((socket) => this.#adopt(socket));
  }

  async command<T>(message: MessageBase, options: CommandOptions = {}): Promise<T> {
    const connection = this.#requireConnection(message.type);
    return withDeadline(connection.sendMessagePromise<T>({ ...message }), {
      timeoutMs: options.timeoutMs ?? this.#options.commandTimeoutMs,
      signal: options.signal,
      what: `Home Assistant command ${message.type}`,
    });
  }

  /** Starts a subscription on this socket only (not renewed after a reconnect: the caller does that). */
  async subscribe<T>(
    message: MessageBase,
    callback: (event: T) => void,
    options: CommandOptions = {},
  ): Promise<Unsubscribe> {
    const connection = this.#requireConnection(message.type);
    return withDeadline(connection.subscribeMessage<T>(callback, { ...message }, { resubscribe: false }), {
      timeoutMs: options.timeoutMs ?? this.#options.commandTimeoutMs,
      signal: options.signal,
      what: `Home Assistant subscription ${message.type}`,
    });
  }

  /** Drops the socket and reconnects with backoff (the home is then resynced). */
  reconnect(): void {
    this.#connection?.reconnect(true);
  }

  close(): void {
    this.#closing.abort();
    clearInterval(this.#heartbeat);
    this.#connection?.close();
  }

  #requireConnection(type: string): Connection {
    const connection = this.#connection;
    if (connection?.connected !== true) {
      throw new HomeAssistantError('not-connected', `Home Assistant is not connected (${type})`);
    }
    return connection;
  }

  #open(signal: AbortSignal): Promise<HaWebSocket> {
    const { url, token, commandTimeoutMs, logger } = this.#options;
    return openSocket({ url, token, timeoutMs: commandTimeoutMs, logger, signal });
  }

  #adopt(socket: HaWebSocket): void {
    if (this.#closing.signal.aborted) {
      socket.close();
      return;
    }
    const connection = new Connection(socket, {
      setupRetry: 0,
      createSocket: () => this.#openWithRetry(this.#options.backoff.initialMs),
    });
    connection.addEventListener('ready', () => this.#options.onReady());
    connection.addEventListener('disconnected', () => {
      this.#options.logger.warn(
        { hint: this.#advice.lost },
        'Lost the connection to Home Assistant; reconnecting',
      );
      this.#options.onDisconnected();
    });
    this.#connection = connection;
    this.#startHeartbeat();
    this.#options.onReady();
  }

  /** Retries until a socket is up; never settles once closed (the library then stays idle). */
  async #openWithRetry(firstDelayMs: number): Promise<HaWebSocket> {
    const { backoff, logger } = this.#options;
    const signal = this.#closing.signal;
    let delayMs = firstDelayMs;
    for (;;) {
      if (delayMs > 0 && !(await sleep(delayMs, signal))) return new Promise(() => undefined);
      try {
        const socket = await this.#open(signal);
        logger.info({ url: this.#options.url }, 'Connected to Home Assistant');
        return socket;
      } catch (error) {
        if (signal.aborted) return new Promise(() => undefined);
        const unauthorized = error instanceof HomeAssistantError && error.code === 'unauthorized';
        delayMs = unauthorized
          ? backoff.maxMs
          : Math.min(Math.max(delayMs * 2, backoff.initialMs), backoff.maxMs);
        if (unauthorized) {
          logger.error(
            { url: this.#options.url, retryInMs: delayMs, hint: this.#advice.unauthorized },
            'Home Assistant refused the access token (retrying slowly)',
          );
        } else {
          const reason = withCauses(error);
          logger.warn(
            { url: this.#options.url, reason, retryInMs: delayMs, hint: this.#advice.unreachable },
            'Home Assistant is not reachable',
          );
        }
      }
    }
  }

  #startHeartbeat(): void {
    const { heartbeatMs, commandTimeoutMs, logger } = this.#options;
    if (heartbeatMs <= 0 || this.#heartbeat !== undefined) return;
    this.#heartbeat = setInterval(() => {
      const connection = this.#connection;
      if (connection?.connected !== true) return;
      withDeadline(connection.ping(), { timeoutMs: commandTimeoutMs, what: 'ping' }).catch(() => {
        logger.warn({ hint: this.#advice.lost }, 'Home Assistant stopped answering pings; reconnecting');
        connection.reconnect(true);
      });
    }, heartbeatMs);
    this.#heartbeat.unref();
  }
}

/** Resolves true after `ms`, or false at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** An error's message with its causes' ("Cannot reach …: connect ECONNREFUSED …"), for the log's why. */
function withCauses(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    if (current.message !== '' && !parts.includes(current.message)) parts.push(current.message);
    current = current.cause;
  }
  return parts.length === 0 ? String(error) : parts.join(': ');
}
