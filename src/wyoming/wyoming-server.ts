// Wyoming over TCP: accepts connections and hands each one's events, in order, to a handler.
// Protocol only: no Home Assistant, no LLM; what an event means is the handler's business.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { encodeEvent } from './encode-event.js';
import type { DecoderLimits } from './event-decoder.js';
import { readEvents } from './read-events.js';
import type { WyomingEvent } from './wyoming-event.js';
import type { WyomingLogger } from './wyoming-logger.js';
import { WyomingProtocolError } from './wyoming-protocol-error.js';

export interface WyomingConnection {
  readonly id: number;
  readonly remoteAddress: string;
  /** Aborts when the peer leaves, the connection is closed, or the server closes. */
  readonly signal: AbortSignal;
  /** Sends an event; returns false, harmlessly, when the peer is gone. */
  write(event: WyomingEvent): boolean;
  /** Ends the connection after pending writes; no more events reach the handler. */
  close(): void;
}

export interface WyomingServerOptions {
  /** Default `0.0.0.0`. */
  host?: string;
  /** Default 10500; 0 picks a free port. */
  port?: number;
  /** Called per connection in arrival order; the next event waits for the returned promise. */
  handler: (event: WyomingEvent, connection: WyomingConnection) => void | Promise<void>;
  limits?: Partial<DecoderLimits>;
  logger?: WyomingLogger;
  /** How long a closed connection may linger before its socket is destroyed (default 2000 ms). */
  lingerMs?: number;
}

const silent: WyomingLogger = { debug() {}, info() {}, warn() {}, error() {} };

interface Live {
  socket: Socket;
  controller: AbortController;
  ended: boolean;
}

export class WyomingServer {
  readonly #server: Server;
  readonly #options: WyomingServerOptions;
  readonly #logger: WyomingLogger;
  readonly #live = new Set<Live>();
  #drained: (() => void)[] = [];
  #address: AddressInfo = { address: '', family: '', port: 0 };
  #nextId = 0;
  #closing: Promise<void> | undefined;

  private constructor(options: WyomingServerOptions) {
    this.#options = options;
    this.#logger = options.logger ?? silent;
    this.#server = createServer({ noDelay: true }, (socket) => this.#accept(socket));
    this.#server.on('error', (error) => this.#logger.error({ err: error }, 'Wyoming server error'));
  }

  /** Starts listening; resolves once the port is bound. */
  static async listen(options: WyomingServerOptions): Promise<WyomingServer> {
    const instance = new WyomingServer(options);
    const server = instance.#server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 10500, options.host ?? '0.0.0.0', () => {
        server.off('error', reject);
        resolve();
      });
    });
    instance.#address = server.address() as AddressInfo;
    return instance;
  }

  get port(): number {
    return this.#address.port;
  }

  get host(): string {
    return this.#address.address;
  }

  /** Connections currently open. */
  get connections(): number {
    return this.#live.size;
  }

  /**
   * Stops accepting, aborts every connection's signal, lets them finish for `graceMs`
   * (default 1000), then destroys what is left.
   */
  close(options?: { graceMs?: number }): Promise<void> {
    this.#closing ??= this.#shutdown(options?.graceMs ?? 1000);
    return this.#closing;
  }

  async #shutdown(graceMs: number): Promise<void> {
    const stopped = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    for (const live of this.#live) live.controller.abort();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.#drain(),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
    for (const live of this.#live) live.socket.destroy();
    await this.#drain();
    await stopped;
  }

  /** Resolves once no connection is open. */
  #drain(): Promise<void> {
    if (this.#live.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#drained.push(resolve));
  }

  #accept(socket: Socket): void {
    const id = ++this.#nextId;
    const log = { connection: id, remote: `${socket.remoteAddress}:${socket.remotePort}` };
    socket.on('error', (error) => this.#logger.debug({ ...log, err: error }, 'Wyoming socket error'));
    if (this.#closing !== undefined) {
      socket.destroy();
      return;
    }
    socket.setNoDelay(true);
    const live: Live = { socket, controller: new AbortController(), ended: false };
    this.#live.add(live);
    socket.once('close', () => {
      live.controller.abort();
      this.#live.delete(live);
      if (this.#live.size === 0) for (const resolve of this.#drained.splice(0)) resolve();
    });
    const connection: WyomingConnection = {
      id,
      remoteAddress: log.remote,
      signal: live.controller.signal,
      write: (event) => {
        const bytes = encodeEvent(event);
        if (socket.destroyed || !socket.writable) return false;
        socket.write(bytes);
        return true;
      },
      close: () => this.#end(live),
    };
    this.#logger.debug(log, 'Wyoming connection opened');
    void this.#serve(live, connection, log);
  }

  async #serve(live: Live, connection: WyomingConnection, log: object): Promise<void> {
    const { handler, limits } = this.#options;
    try {
      const source = live.socket.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
      for await (const event of readEvents(source, limits)) {
        if (live.controller.signal.aborted) break;
        try {
          await handler(event, connection);
        } catch (error) {
          this.#logger.error({ ...log, err: error, type: event.type }, 'Wyoming handler failed; closing');
          break;
        }
      }
    } catch (error) {
      if (error instanceof WyomingProtocolError) {
        this.#logger.warn({ ...log, code: error.code, err: error }, 'Malformed Wyoming frame; closing');
      } else {
        this.#logger.debug({ ...log, err: error }, 'Wyoming connection read failed');
      }
    } finally {
      if (this.#closing === undefined) this.#end(live);
      this.#logger.debug(log, 'Wyoming connection done');
    }
  }

  /** Half-closes after pending writes; destroys the socket if the peer lingers. */
  #end(live: Live): void {
    live.controller.abort();
    if (live.ended || live.socket.destroyed) return;
    live.ended = true;
    live.socket.end();
    setTimeout(() => live.socket.destroy(), this.#options.lingerMs ?? 2000).unref();
  }
}
