// An HTTP/1.1 response read from a socket's bytes as they come: the head, then the body by its length, its
// chunked coding, or up to the connection's end (RFC 9112). Strict where a lenient parser loops or guesses:
// a chunk size is hex digits and nothing else, every line and the whole head are bounded, and a transfer
// coding we did not ask for is refused. http-parser-js, tried first, loops for ever on a chunk size of
// "-5" (its parseInt takes the sign): a model server that sends one must not hang Hearth.

/** What the parser says of a response's head. */
export interface ResponseHead {
  status: number;
  /** Names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  /** The connection may carry another request after this answer. */
  keepAlive: boolean;
}

export interface ResponseEvents {
  head(head: ResponseHead): void;
  /** Body bytes `[start, end)` of `bytes`, valid only during the call. */
  body(bytes: Buffer, start: number, end: number): void;
  complete(): void;
}

/** The answer is not HTTP as this parser reads it; the connection is unfit for anything else. */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';
}

/** Same bound as node's http client (`--max-http-header-size`'s default). */
export const MAX_HEAD_BYTES = 16 * 1024;
/** A chunk-size line (its extensions included) or a trailer line. */
const MAX_LINE_BYTES = 4 * 1024;
/** Up to 2^52 - 1 bytes: a length that is still an exact number. */
const CHUNK_SIZE = /^([0-9a-fA-F]{1,13})[ \t]*(?:;.*)?$/;
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-5]\d\d)(?: .*)?$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;
const CR = 0x0d;
const LF = 0x0a;
/** Each byte's value as a hex digit, or -1. */
const HEX = Int8Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  return /[0-9a-fA-F]/.test(char) ? Number.parseInt(char, 16) : -1;
});

type State = 'head' | 'sized' | 'chunk-size' | 'chunk-data' | 'chunk-end' | 'trailers' | 'to-end' | 'done';

export class ResponseParser {
  readonly #events: ResponseEvents;
  #state: State = 'head';
  /** The line read so far (latin1), when a line spans reads. */
  #line = '';
  #headBytes = 0;
  /** The status line's version and code, once read. */
  #status: { minor: string; code: number } | undefined;
  #fields: [string, string][] = [];
  /** Body bytes still to come in the sized body or the current chunk. */
  #remaining = 0;

  constructor(events: ResponseEvents) {
    this.#events = events;
  }

  /** The answer is complete: anything that follows is not part of it. */
  get done(): boolean {
    return this.#state === 'done';
  }

  /**
   * Parses one read, `bytes[0, length)`; throws ResponseError when it is not HTTP. Returns how many bytes
   * were the answer's: fewer than the read's when more came after its end.
   */
  push(bytes: Buffer, length: number = bytes.length): number {
    let at = 0;
    while (at < length && this.#state !== 'done') {
      // A chunk's size line and the line end after its data, whole in this read: read from the bytes
      // without making a string (a model streaming token by token sends one small chunk per read).
      if (this.#line === '') {
        if (this.#state === 'chunk-size') {
          const next = this.#chunkSize(bytes, at, length);
          if (next > 0) {
            at = next;
            continue;
          }
        } else if (
          this.#state === 'chunk-end' &&
          at + 1 < length &&
          bytes[at] === CR &&
          bytes[at + 1] === LF
        ) {
          at += 2;
          this.#state = 'chunk-size';
          continue;
        }
      }
      switch (this.#state) {
        case 'sized':
        case 'chunk-data': {
          const end = Math.min(length, at + this.#remaining);
          this.#events.body(bytes, at, end);
          this.#remaining -= end - at;
          at = end;
          if (this.#remaining === 0) this.#afterData();
          break;
        }
        case 'to-end':
          this.#events.body(bytes, at, length);
          at = length;
          break;
        default: {
          const next = this.#readLine(bytes, at, length);
          if (next < 0) return length;
          at = next;
          const line = this.#line;
          this.#line = '';
          this.#onLine(line);
        }
      }
    }
    return at;
  }

  /** The connection ended: true when that completes the answer (a body read to the end), else false. */
  end(): boolean {
    if (this.#state === 'to-end') this.#complete();
    return this.#state === 'done';
  }

  /**
   * A chunk-size line of plain hex digits ending in CRLF, whole in `bytes` from `at`: its size taken and
   * the offset past it. 0 for anything else (extensions, a line split between reads, junk), which the line
   * reader then reads and judges.
   */
  #chunkSize(bytes: Buffer, at: number, length: number): number {
    let size = 0;
    let index = at;
    for (; index < length && index - at < 13; index++) {
      const digit = HEX[bytes[index]!]!;
      if (digit < 0) break;
      size = size * 16 + digit;
    }
    if (index === at || index + 1 >= length || bytes[index] !== CR || bytes[index + 1] !== LF) return 0;
    this.#remaining = size;
    this.#state = size === 0 ? 'trailers' : 'chunk-data';
    return index + 2;
  }

  /** Reads up to a line's end into `#line`, bounded; the offset past it, or -1 when it goes on. */
  #readLine(bytes: Buffer, at: number, length: number): number {
    const found = bytes.indexOf(LF, at);
    const end = found < 0 || found > length ? length : found;
    const taken = end - at;
    if (this.#state === 'head') {
      this.#headBytes += taken + 1;
      if (this.#headBytes > MAX_HEAD_BYTES)
        throw new ResponseError(`the head is over ${MAX_HEAD_BYTES} bytes`);
    } else if (this.#line.length + taken > MAX_LINE_BYTES) {
      throw new ResponseError(`a line of the body's framing is over ${MAX_LINE_BYTES} bytes`);
    }
    this.#line += bytes.toString('latin1', at, end);
    if (end === length) return -1;
    if (this.#line.endsWith('\r')) this.#line = this.#line.slice(0, -1);
    return end + 1;
  }

  #onLine(line: string): void {
    switch (this.#state) {
      case 'head':
        if (this.#status === undefined) {
          // Servers may send empty lines before an answer (RFC 9112 §2.2); the first other line must be one.
          if (line === '') return;
          const match = STATUS_LINE.exec(line);
          if (match === null) throw new ResponseError(`a status line "${printable(line)}"`);
          this.#status = { minor: match[1]!, code: Number(match[2]) };
        } else if (line !== '') this.#field(line);
        else this.#endHead(this.#status);
        return;
      case 'chunk-size': {
        const match = CHUNK_SIZE.exec(line);
        if (match === null) throw new ResponseError(`a chunk size of "${printable(line)}"`);
        this.#remaining = Number.parseInt(match[1]!, 16);
        this.#state = this.#remaining === 0 ? 'trailers' : 'chunk-data';
        return;
      }
      case 'chunk-end':
        if (line !== '') throw new ResponseError('a chunk longer than its size');
        this.#state = 'chunk-size';
        return;
      case 'trailers':
        if (line === '') this.#complete();
        return;
      default:
    }
  }

  #field(line: string): void {
    const match = HEADER_LINE.exec(line);
    if (match === null) throw new ResponseError(`a header line "${printable(line)}"`);
    this.#fields.push([match[1]!.toLowerCase(), match[2]!]);
  }

  #endHead(status: { minor: string; code: number }): void {
    const code = status.code;
    const fields = this.#fields;
    this.#status = undefined;
    this.#fields = [];
    // 1xx: an interim answer (100 Continue); the real one follows.
    if (code < 200) return;
    this.#headBytes = 0;
    const headers: Record<string, string> = {};
    for (const [name, value] of fields)
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    const framing = bodyFraming(code, headers);
    const connection = (headers.connection ?? '').toLowerCase();
    const keepAlive =
      framing !== 'to-end' &&
      (status.minor === '1' ? !/\bclose\b/.test(connection) : /\bkeep-alive\b/.test(connection));
    this.#events.head({ status: code, headers, keepAlive });
    if (framing === 'none') this.#complete();
    else if (framing === 'chunked') this.#state = 'chunk-size';
    else if (framing === 'to-end') this.#state = 'to-end';
    else if (framing === 0) this.#complete();
    else {
      this.#remaining = framing;
      this.#state = 'sized';
    }
  }

  #afterData(): void {
    if (this.#state === 'sized') this.#complete();
    else this.#state = 'chunk-end';
  }

  #complete(): void {
    this.#state = 'done';
    this.#events.complete();
  }
}

/** How the body is delimited (RFC 9112 §6.3): none, chunked, a length, or the connection's end. */
function bodyFraming(
  status: number,
  headers: Record<string, string>,
): 'none' | 'chunked' | 'to-end' | number {
  if (status === 204 || status === 304) return 'none';
  const coding = headers['transfer-encoding'];
  if (coding !== undefined) {
    const codings = coding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim());
    if (codings.some((part) => part !== 'chunked' && part !== 'identity' && part !== '')) {
      throw new ResponseError(`a transfer coding Hearth did not ask for ("${printable(coding)}")`);
    }
    return codings.at(-1) === 'chunked' ? 'chunked' : 'to-end';
  }
  const length = headers['content-length'];
  if (length === undefined) return 'to-end';
  const values = new Set(length.split(',').map((part) => part.trim()));
  const [only] = values;
  if (values.size !== 1 || only === undefined || !/^\d{1,15}$/.test(only)) {
    throw new ResponseError(`a content length of "${printable(length)}"`);
  }
  return Number(only);
}

/** A line quoted in an error: short, and nothing that would break a log line. */
function printable(text: string): string {
  const shown = text.replace(/[^\x20-\x7e]/g, '?');
  return shown.length > 60 ? `${shown.slice(0, 60)}…` : shown;
}
