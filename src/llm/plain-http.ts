// Streamed model requests to a plain-http server (the usual local one: Ollama, llama.cpp, vLLM, LM Studio on
// the machine or the LAN) on keep-alive sockets read without node's stream layer. A local model writes its
// answer a token at a time, so the process reads the socket once per token; through node:http every read
// climbs the socket's stream, the parser's IncomingMessage stream and their events. Here the socket hands
// each read to one callback (`onread`, into one reused buffer), the response parser (response-parser.ts)
// finds the body in it, and the caller gets the text. https stays on node:https (post-for-stream.ts).
import type { IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { ResponseError, ResponseParser, type ResponseHead } from './response-parser.js';

/** Where a response's body goes, read by read. */
export interface BodySink {
  /** One read's text, whole code points only (a character split between reads comes with the next). */
  text(piece: string): void;
  /** The body ended where the response said it would. */
  end(): void;
  /** The connection broke, or the answer stopped being HTTP. */
  fail(error: Error): void;
}

/** A response whose status and headers are in. */
export interface StreamResponse {
  readonly status: number;
  /** Names in lower case; a repeated header's values joined with ", ". */
  readonly headers: IncomingHttpHeaders;
  /** The connection's socket while the body is read (ReadPace holds its reads), else null. */
  readonly socket: Socket | null;
  /** Hands the body on from now: what came already at once, then each read as it arrives. Call once. */
  read(sink: BodySink): void;
}

export interface PlainPost {
  url: URL;
  headers: Record<string, string>;
  body: string | readonly Buffer[];
  signal: AbortSignal;
}

export interface PlainExchange {
  response: StreamResponse;
  /** Ends the exchange and closes its connection (it is not reused). */
  destroy(error: Error): void;
}

/** Idle connections kept per server, as node's keep-alive agent did for Hearth (maxFreeSockets). */
const IDLE_PER_SERVER = 32;
/**
 * Every connection's reads land in this one buffer: node calls `onread`'s callback synchronously for each
 * read, and everything below copies out what it keeps (text, header strings) before returning.
 */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);
/** A header name is a token; a value is what node's http also sends (no line ends, nothing past latin1). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const UNSAFE_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

const idle = new Map<string, Connection[]>();

/**
 * Sends `post` and resolves once the response's headers are in (any status: the caller reads an error's
 * body itself). An idle connection to the same server is reused. One the server closed meanwhile fails
 * the request as a dropped connection would (ECONNRESET), as node's agent does: the caller's retry policy
 * decides, and it knows whether the server may have seen the request.
 */
export function plainPost(post: PlainPost): Promise<PlainExchange> {
  return new Promise((resolve, reject) => {
    if (post.signal.aborted) {
      reject(abortReason(post.signal));
      return;
    }
    let head: Buffer;
    try {
      head = requestHead(post);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const connection = Connection.take(post.url) ?? Connection.open(post.url);
    new Exchange(connection, post.signal, {
      headers: (exchange) => resolve({ response: exchange, destroy: (error) => exchange.destroy(error) }),
      failed: reject,
    }).send(head, post.body);
  });
}

/** Closes every idle connection (tests; a process that stops). */
export function closeIdleConnections(): void {
  for (const list of idle.values()) for (const connection of [...list]) connection.close();
  idle.clear();
}

function requestHead(post: PlainPost): Buffer {
  const length = bodyLength(post.body);
  const fields: [string, string][] = [
    ['host', post.url.host],
    ...Object.entries(post.headers).filter(([name]) => !/^(host|content-length|connection)$/i.test(name)),
    ['content-length', String(length)],
    ['connection', 'keep-alive'],
  ];
  let head = `POST ${post.url.pathname}${post.url.search} HTTP/1.1\r\n`;
  for (const [name, value] of fields) {
    if (!HEADER_NAME.test(name) || UNSAFE_VALUE.test(value)) {
      throw new TypeError(`The model request's header "${name.replace(/[^\x20-\x7e]/g, '?')}" is not valid`);
    }
    head += `${name}: ${value}\r\n`;
  }
  return Buffer.from(`${head}\r\n`, 'latin1');
}

/** A request body's length in bytes, as text or as pieces already encoded. */
export function bodyLength(body: string | readonly Buffer[]): number {
  if (typeof body === 'string') return Buffer.byteLength(body);
  let length = 0;
  for (const piece of body) length += piece.length;
  return length;
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

/** What an exchange tells its request. */
interface ExchangeEvents {
  headers(exchange: Exchange): void;
  /** Before the headers. */
  failed(error: Error): void;
}

/** One keep-alive socket to a server, reading through `onread`. */
class Connection {
  readonly socket: Socket;
  readonly #server: string;
  /** The exchange reading from it; undefined while idle in the pool. */
  exchange: Exchange | undefined;

  private constructor(url: URL) {
    this.#server = url.host;
    this.socket = connect({
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: Number(url.port === '' ? 80 : url.port),
      onread: { buffer: READ_BUFFER, callback: (bytes) => this.#read(bytes) },
    });
    this.socket.setNoDelay(true);
    this.socket.setKeepAlive(true, 1000);
    this.socket.on('error', (error) => this.#gone(error));
    // allowHalfOpen is off: the socket closes once the server's end is read.
    this.socket.on('end', () => this.#gone(undefined));
    this.socket.on('close', () => this.#gone(undefined));
  }

  static open(url: URL): Connection {
    return new Connection(url);
  }

  /** An idle connection to `url`'s server, taken out of the pool, if one is there. */
  static take(url: URL): Connection | undefined {
    const list = idle.get(url.host);
    const connection = list?.pop();
    if (list?.length === 0) idle.delete(url.host);
    if (connection === undefined) return undefined;
    connection.socket.ref();
    return connection;
  }

  /** Back to the pool after a complete exchange; closed instead when the pool is full. */
  release(): void {
    this.exchange = undefined;
    if (this.socket.destroyed) return;
    const list = idle.get(this.#server) ?? [];
    if (list.length >= IDLE_PER_SERVER) {
      this.close();
      return;
    }
    list.push(this);
    idle.set(this.#server, list);
    // An idle connection does not keep the process up.
    this.socket.unref();
  }

  close(): void {
    this.#leavePool();
    this.socket.destroy();
  }

  /** One read (true: read on; node pauses the socket on false). */
  #read(length: number): boolean {
    if (this.exchange !== undefined) this.exchange.bytes(READ_BUFFER, length);
    // Nothing is owed on an idle connection: whatever comes makes it unfit for the next request.
    else this.close();
    return true;
  }

  #gone(error: Error | undefined): void {
    this.#leavePool();
    this.exchange?.connectionGone(error);
  }

  #leavePool(): void {
    const list = idle.get(this.#server);
    const at = list?.indexOf(this) ?? -1;
    if (at < 0) return;
    list!.splice(at, 1);
    if (list!.length === 0) idle.delete(this.#server);
  }
}

/** One request and its response on a connection. */
class Exchange implements StreamResponse {
  status = 0;
  headers: IncomingHttpHeaders = {};
  readonly #connection: Connection;
  readonly #signal: AbortSignal;
  readonly #events: ExchangeEvents;
  readonly #parser = new ResponseParser({
    head: (head) => this.#onHead(head),
    body: (bytes, start, end) => this.#hand(this.#decode(bytes, start, end)),
    complete: () => this.#onComplete(),
  });
  readonly #decoder = new StringDecoder('utf8');
  /** The decoder may hold the start of a character split between reads. */
  #decoderHolds = false;
  #sink: BodySink | undefined;
  /** Body text read before `read` was called. */
  #early = '';
  #headersIn = false;
  #keepAlive = false;
  #outcome: 'ended' | Error | undefined;

  constructor(connection: Connection, signal: AbortSignal, events: ExchangeEvents) {
    this.#connection = connection;
    this.#signal = signal;
    this.#events = events;
    connection.exchange = this;
    signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  get socket(): Socket | null {
    return this.#outcome === undefined ? this.#connection.socket : null;
  }

  send(head: Buffer, body: string | readonly Buffer[]): void {
    const socket = this.#connection.socket;
    socket.cork();
    socket.write(head);
    if (typeof body === 'string') socket.write(body);
    else for (const piece of body) socket.write(piece);
    socket.uncork();
  }

  read(sink: BodySink): void {
    if (this.#sink !== undefined) throw new Error('The response is read already');
    this.#sink = sink;
    if (this.#early !== '') {
      const text = this.#early;
      this.#early = '';
      sink.text(text);
    }
    if (this.#outcome === 'ended') sink.end();
    else if (this.#outcome !== undefined) sink.fail(this.#outcome);
  }

  destroy(error: Error): void {
    if (this.#outcome !== undefined) return;
    this.#connection.close();
    this.#settle(error);
  }

  /** One read from the socket, `bytes[0, length)`. */
  bytes(bytes: Buffer, length: number): void {
    if (this.#outcome !== undefined) return;
    try {
      const used = this.#parser.push(bytes, length);
      if (!this.#parser.done) return;
      this.#connection.exchange = undefined;
      // Bytes after the answer would be a second answer nobody asked for: the connection is not reused.
      if (this.#keepAlive && used === length) this.#connection.release();
      else this.#connection.close();
    } catch (error) {
      // Not HTTP, or thrown by a sink: the exchange fails, never the read (an uncaught exception).
      this.#connection.close();
      this.#settle(
        error instanceof ResponseError
          ? new Error(`The model server's answer is not valid HTTP: ${error.message}`)
          : error instanceof Error
            ? error
            : new Error(String(error)),
      );
    }
  }

  connectionGone(error: Error | undefined): void {
    if (this.#outcome !== undefined) return;
    // A body that runs to the connection's end (no length, not chunked) ends here.
    if (error === undefined && this.#headersIn && this.#parser.end()) return;
    const failure =
      error ??
      Object.assign(new Error('The connection to the model server closed mid-stream'), {
        code: 'ECONNRESET',
      });
    this.#settle(failure);
  }

  readonly #onAbort = (): void => {
    this.destroy(abortReason(this.#signal));
  };

  #onHead(head: ResponseHead): void {
    this.status = head.status;
    this.headers = head.headers;
    this.#keepAlive = head.keepAlive;
    this.#headersIn = true;
    this.#events.headers(this);
  }

  /**
   * Body bytes as text. A piece that ends in an ASCII byte, with nothing held from the one before, is whole
   * characters: decoded at once. Any other goes through the decoder, which keeps a split character's start.
   */
  #decode(bytes: Buffer, start: number, end: number): string {
    if (end === start) return '';
    const last = bytes[end - 1]!;
    // No encoding named: Buffer's toString then decodes UTF-8 without looking the encoding up.
    if (!this.#decoderHolds && last < 0x80) return bytes.toString(undefined, start, end);
    this.#decoderHolds = last >= 0x80;
    return this.#decoder.write(bytes.subarray(start, end));
  }

  #hand(text: string): void {
    if (text === '' || this.#outcome !== undefined) return;
    if (this.#sink !== undefined) this.#sink.text(text);
    else this.#early += text;
  }

  #onComplete(): void {
    if (this.#outcome !== undefined) return;
    // A body cut inside a character: its bytes become U+FFFD, as node's own decoding does.
    this.#hand(this.#decoder.end());
    this.#signal.removeEventListener('abort', this.#onAbort);
    this.#outcome = 'ended';
    this.#sink?.end();
  }

  /** The exchange ends in `error`: told to whoever waits (the request before the headers, else the sink). */
  #settle(error: Error): void {
    this.#outcome = error;
    this.#signal.removeEventListener('abort', this.#onAbort);
    this.#connection.exchange = undefined;
    if (!this.#headersIn) this.#events.failed(error);
    else this.#sink?.fail(error);
  }
}
