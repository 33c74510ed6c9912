// Wyoming over TCP: accepts connections and hands each one's events, in order, to a handler.
// Protocol only: no Home Assistant, no LLM; what an event means is the handler's business.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { DecoderLimits } from './event-decoder.js';
import { ServerConnection, type WyomingHandler } from './server-connection.js';
import type { WyomingLogger } from './wyoming-logger.js';

export interface WyomingServerOptions {
  /** Default `0.0.0.0`. */
  host?: string;
  /** Default 10500; 0 picks a free port. */
  port?: number;
  /** Called per connection in arrival order; the next event waits for the returned promise. */
  handler: WyomingHandler;
  limits?: Partial<DecoderLimits>;
  logger?: WyomingLogger;
  /** How long a closed connection may linger before its socket is destroyed (default 2000 ms). */
  lingerMs?: number;
}

const silent: WyomingLogger = { debug() {}, info() {}, warn() {}, error() {} };

export class WyomingServer {
  readonly #server: Server;
  readonly #options: WyomingServerOptions;
  readonly #logger: WyomingLogger;
  readonly #live = new Set<ServerConnection>();
  #drained: (() => void)[] = [];
  #address: AddressInfo = { address: '', family: '', port: 0 };
  #nextId = 0;
  #closing: Promise<void> | undefined;

  private constructor(options: WyomingServerOptions) {
    this.#options = options;
    this.#logger = options.logger ?? silent;
    this.#server = createServer({ noDelay: true }, (socket) => this.#accept(socket));
    this.#server.on('error', (error) =>
      this.#logger.error(
        { err: error, hint: 'check that no other program uses the Wyoming port' },
        'Wyoming server error',
      ),
    );
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
   * (default 1000), then destroys what is left. Resolves once every socket is closed.
   */
  close(options?: { graceMs?: number }): Promise<void> {
    this.#closing ??= this.#shutdown(options?.graceMs ?? 1000);
    return this.#closing;
  }

  async #shutdown(graceMs: number): Promise<void> {
    const stopped = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    for (const connection of this.#live) connection.abort();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.#drain(),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
    for (const connection of this.#live) connection.destroy();
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
    socket.on('error', (error) => this.#logger.debug({ connection: id, err: error }, 'Wyoming socket error'));
    if (this.#closing !== undefined) {
      socket.destroy();
      return;
    }
    const connection = new ServerConnection({
      id,
      socket,
      handler: this.#options.handler,
      limits: this.#options.limits,
      logger: this.#logger,
      lingerMs: this.#options.lingerMs ?? 2000,
    });
    this.#live.add(connection);
    socket.once('close', () => {
      this.#live.delete(connection);
      this.#logger.debug({ connection: id }, 'Wyoming connection closed');
      if (this.#live.size === 0) for (const resolve of this.#drained.splice(0)) resolve();
    });
    this.#logger.debug({ connection: id, remote: connection.remoteAddress }, 'Wyoming connection opened');
  }
}
