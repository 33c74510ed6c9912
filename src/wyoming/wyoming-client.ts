// A Wyoming TCP client: connect, write events, read events. Protocol only; no event meanings.
import { connect, type Socket } from 'node:net';
import { encodeEvent } from './encode-event.js';
import type { DecoderLimits } from './event-decoder.js';
import { readEvents } from './read-events.js';
import type { WyomingEvent } from './wyoming-event.js';

export interface WyomingClientOptions {
  host: string;
  port: number;
  /** Aborts the connect attempt, and closes the client if it fires later. */
  signal?: AbortSignal;
  /** Connect timeout; rejects with a `TimeoutError` DOMException. */
  timeoutMs?: number;
  limits?: Partial<DecoderLimits>;
}

export class WyomingClient {
  readonly #socket: Socket;
  readonly #events: AsyncGenerator<WyomingEvent>;
  /** A read that timed out stays pending here and serves the next `read`. */
  #pending: Promise<IteratorResult<WyomingEvent>> | undefined;
  readonly #detach: () => void;

  private constructor(socket: Socket, options: WyomingClientOptions) {
    this.#socket = socket;
    socket.on('error', () => {
      // Surfaced through read() and write(); this listener keeps the process alive.
    });
    const source = socket.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
    this.#events = readEvents(source, options.limits);
    const onAbort = (): void => this.close();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    this.#detach = () => options.signal?.removeEventListener('abort', onAbort);
    socket.once('close', this.#detach);
  }

  static connect(options: WyomingClientOptions): Promise<WyomingClient> {
    const { signal, timeoutMs } = options;
    return new Promise((resolve, reject) => {
      signal?.throwIfAborted();
      const socket = connect({ host: options.host, port: options.port, noDelay: true });
      const fail = (error: unknown): void => {
        cleanup();
        socket.destroy();
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const onAbort = (): void => fail(signal?.reason);
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(
              () => fail(new DOMException(`Connect timed out after ${timeoutMs} ms`, 'TimeoutError')),
              timeoutMs,
            );
      const cleanup = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        socket.off('error', fail);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      socket.once('error', fail);
      socket.once('connect', () => {
        cleanup();
        socket.setNoDelay(true);
        resolve(new WyomingClient(socket, options));
      });
    });
  }

  /** Resolves once the bytes are handed to the OS; rejects if the connection is gone. */
  write(event: WyomingEvent): Promise<void> {
    const bytes = encodeEvent(event);
    return new Promise((resolve, reject) => {
      this.#socket.write(bytes, (error) => (error ? reject(error) : resolve()));
    });
  }

  /**
   * The next event, or undefined once the server has closed the connection. Throws a
   * `WyomingProtocolError` on a malformed frame and a `TimeoutError` DOMException when
   * `timeoutMs` passes (the event still arrives on the next read).
   */
  async read(options?: { timeoutMs?: number }): Promise<WyomingEvent | undefined> {
    this.#pending ??= this.#events.next();
    const pending = this.#pending;
    let timer: NodeJS.Timeout | undefined;
    try {
      const result =
        options?.timeoutMs === undefined
          ? await pending
          : await Promise.race([
              pending,
              new Promise<never>((_, reject) => {
                const message = `No Wyoming event within ${options.timeoutMs} ms`;
                timer = setTimeout(
                  () => reject(new DOMException(message, 'TimeoutError')),
                  options.timeoutMs,
                );
              }),
            ]);
      this.#pending = undefined;
      return result.done ? undefined : result.value;
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'TimeoutError')) this.#pending = undefined;
      if (isLocalClose(error)) return undefined;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Every event until the server closes the connection. */
  async *events(): AsyncGenerator<WyomingEvent> {
    for (let event = await this.read(); event !== undefined; event = await this.read()) yield event;
  }

  close(): void {
    this.#detach();
    this.#socket.destroy();
  }
}

function isLocalClose(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE';
}
