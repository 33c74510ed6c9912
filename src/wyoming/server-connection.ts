// One accepted Wyoming socket: decodes as bytes arrive and hands events to the handler one at a time.
// Reading never waits for the handler, so a peer that leaves is noticed at once, even mid-turn.
import type { Socket } from 'node:net';
import { encodeEvent } from './encode-event.js';
import { EventDecoder, type DecoderLimits } from './event-decoder.js';
import type { WyomingEvent } from './wyoming-event.js';
import type { WyomingLogger } from './wyoming-logger.js';
import { WyomingProtocolError } from './wyoming-protocol-error.js';

export interface WyomingConnection {
  readonly id: number;
  readonly remoteAddress: string;
  /** Aborts when the peer leaves, the connection is closed, or the server closes. */
  readonly signal: AbortSignal;
  /** Sends events, several in one socket write; returns false, harmlessly, when the peer is gone. */
  write(...events: WyomingEvent[]): boolean;
  /** Ends the connection after pending writes; no more events reach the handler. */
  close(): void;
}

export type WyomingHandler = (event: WyomingEvent, connection: WyomingConnection) => void | Promise<void>;

export interface ServerConnectionOptions {
  id: number;
  socket: Socket;
  handler: WyomingHandler;
  limits: Partial<DecoderLimits> | undefined;
  logger: WyomingLogger;
  /** How long an ended connection may linger before its socket is destroyed. */
  lingerMs: number;
}

/** Events decoded but not yet handled beyond which reading pauses (a peer flooding a busy handler). */
const MAX_QUEUED_EVENTS = 64;
const NO_BYTES = new Uint8Array(0);
/**
 * The abort reason of every connection that ends. One shared value: `abort()` without a reason builds
 * a DOMException with a stack trace each time, which adds up when hundreds of connections end at once.
 */
const CONNECTION_ENDED = Object.freeze(new Error('The Wyoming connection ended'));

export class ServerConnection implements WyomingConnection {
  readonly id: number;
  readonly remoteAddress: string;
  readonly #socket: Socket;
  readonly #options: ServerConnectionOptions;
  readonly #log: object;
  readonly #controller = new AbortController();
  readonly #decoder: EventDecoder;
  readonly #queue: WyomingEvent[] = [];
  /** A handler's promise is pending. */
  #busy = false;
  /** A malformed frame arrived: handle what came before it, then end. */
  #draining = false;
  #ended = false;

  constructor(options: ServerConnectionOptions) {
    const { socket, id } = options;
    this.id = id;
    this.remoteAddress = `${socket.remoteAddress}:${socket.remotePort}`;
    this.#socket = socket;
    this.#options = options;
    this.#log = { connection: id, remote: this.remoteAddress };
    this.#decoder = new EventDecoder(options.limits);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.#receive(chunk));
    socket.once('end', () => this.#peerEnded());
    socket.once('close', () => this.#controller.abort(CONNECTION_ENDED));
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  write(...events: WyomingEvent[]): boolean {
    const bytes = events.length === 1 ? encodeEvent(events[0]!) : Buffer.concat(events.map(encodeEvent));
    if (this.#socket.destroyed || !this.#socket.writable) return false;
    this.#socket.write(bytes);
    return true;
  }

  close(): void {
    this.#controller.abort(CONNECTION_ENDED);
    if (this.#ended || this.#socket.destroyed) return;
    this.#ended = true;
    this.#socket.end();
    setTimeout(() => this.#socket.destroy(), this.#options.lingerMs).unref();
  }

  /** Server shutdown: stop handing events and abort the signal, but keep the socket writable. */
  abort(): void {
    this.#controller.abort(CONNECTION_ENDED);
  }

  destroy(): void {
    this.#socket.destroy();
  }

  #receive(chunk: Buffer): void {
    if (this.#draining || this.signal.aborted) return;
    try {
      for (const event of this.#decoder.push(chunk)) this.#queue.push(event);
      this.#decoder.push(NO_BYTES);
    } catch (error) {
      this.#malformed(error);
    }
    if (this.#queue.length >= MAX_QUEUED_EVENTS) this.#socket.pause();
    this.#pump();
  }

  #peerEnded(): void {
    try {
      this.#decoder.end();
    } catch (error) {
      if (!this.#draining) this.#malformed(error);
    }
    this.#options.logger.debug(this.#log, 'Wyoming peer ended the connection');
    this.#controller.abort(CONNECTION_ENDED);
  }

  #malformed(error: unknown): void {
    const code = error instanceof WyomingProtocolError ? error.code : undefined;
    this.#options.logger.warn(
      {
        ...this.#log,
        code,
        err: error,
        hint: 'the client is not speaking the Wyoming protocol; check what connects to this port',
      },
      'Malformed Wyoming frame; closing',
    );
    this.#draining = true;
    this.#socket.pause();
  }

  /** Hands queued events over in order; synchronous handlers run back to back without yielding. */
  #pump(): void {
    if (this.#busy) return;
    while (this.#queue.length > 0 && !this.signal.aborted) {
      const event = this.#queue.shift()!;
      let result: unknown;
      try {
        result = this.#options.handler(event, this);
      } catch (error) {
        this.#handlerFailed(error, event);
        return;
      }
      if (isPromiseLike(result)) {
        this.#busy = true;
        result.then(
          () => {
            this.#busy = false;
            this.#pump();
          },
          (error: unknown) => {
            this.#busy = false;
            this.#handlerFailed(error, event);
          },
        );
        return;
      }
    }
    if (this.#draining) this.close();
    else if (this.#socket.isPaused() && !this.signal.aborted) this.#socket.resume();
  }

  #handlerFailed(error: unknown, event: WyomingEvent): void {
    this.#options.logger.error(
      { ...this.#log, err: error, type: event.type, hint: 'this is a bug: please report it with this line' },
      'Wyoming handler failed; closing',
    );
    this.close();
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}
