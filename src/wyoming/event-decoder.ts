// Incremental Wyoming frame decoder: bytes in (split anywhere), events out. No sockets, no event kinds.
import { ByteQueue } from './byte-queue.js';
import { isRecord, type WyomingEvent } from './wyoming-event.js';
import { WyomingProtocolError } from './wyoming-protocol-error.js';

export interface DecoderLimits {
  /** Longest header line accepted, without its newline (default 1 MiB). */
  maxHeaderBytes: number;
  /** Largest `data_length` accepted (default 4 MiB). */
  maxDataBytes: number;
  /** Largest `payload_length` accepted (default 16 MiB). */
  maxPayloadBytes: number;
}

export const DEFAULT_DECODER_LIMITS: Readonly<DecoderLimits> = {
  maxHeaderBytes: 1024 * 1024,
  maxDataBytes: 4 * 1024 * 1024,
  maxPayloadBytes: 16 * 1024 * 1024,
};

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const utf8 = new TextDecoder('utf-8', { fatal: true });

interface PendingBody {
  type: string;
  inlineData: Record<string, unknown>;
  dataLength: number;
  payloadLength: number;
}

/**
 * Turns a byte stream into events. Each frame is a header line, then `data_length` bytes of
 * JSON merged over the inline `data`, then `payload_length` raw bytes. A malformed frame
 * throws a {@link WyomingProtocolError}; the decoder then stays failed. Events completed
 * before the bad frame in the same `push` are returned first and the error is thrown by the
 * next `push` (even of no bytes) or by `end`.
 */
export class EventDecoder {
  readonly #limits: DecoderLimits;
  readonly #queue = new ByteQueue();
  /** How many queued bytes are already known to hold no newline. */
  #scanned = 0;
  #body: PendingBody | undefined;
  #failure: WyomingProtocolError | undefined;

  constructor(limits?: Partial<DecoderLimits>) {
    this.#limits = { ...DEFAULT_DECODER_LIMITS, ...limits };
  }

  push(bytes: Uint8Array): WyomingEvent[] {
    if (this.#failure !== undefined) throw this.#failure;
    this.#queue.push(bytes);
    const events: WyomingEvent[] = [];
    try {
      for (let event = this.#next(); event !== undefined; event = this.#next()) events.push(event);
    } catch (error) {
      if (!(error instanceof WyomingProtocolError)) throw error;
      this.#failure = error;
      if (events.length === 0) throw error;
    }
    return events;
  }

  /** Declares the end of the stream; throws `truncated` if a frame was left unfinished. */
  end(): void {
    if (this.#failure !== undefined) throw this.#failure;
    if (this.#body !== undefined || this.#queue.length > 0) {
      this.#failure = new WyomingProtocolError(
        'truncated',
        `Stream ended inside a frame (${this.#queue.length} bytes pending)`,
      );
      throw this.#failure;
    }
  }

  #next(): WyomingEvent | undefined {
    if (this.#body === undefined) {
      const newline = this.#queue.indexOf(NEWLINE, this.#scanned);
      if (newline < 0) {
        this.#scanned = this.#queue.length;
        if (this.#queue.length > this.#limits.maxHeaderBytes) {
          throw new WyomingProtocolError(
            'header-too-long',
            `No newline within ${this.#limits.maxHeaderBytes} header bytes`,
          );
        }
        return undefined;
      }
      if (newline > this.#limits.maxHeaderBytes) {
        throw new WyomingProtocolError(
          'header-too-long',
          `Header line of ${newline} bytes exceeds ${this.#limits.maxHeaderBytes}`,
        );
      }
      this.#scanned = 0;
      const line = this.#queue.take(newline + 1);
      const end = newline > 0 && line[newline - 1] === CARRIAGE_RETURN ? newline - 1 : newline;
      this.#body = this.#parseHeader(line.subarray(0, end));
    }
    const body = this.#body;
    if (this.#queue.length < body.dataLength + body.payloadLength) return undefined;
    this.#body = undefined;
    const event: WyomingEvent = { type: body.type, data: body.inlineData };
    if (body.dataLength > 0) {
      event.data = { ...body.inlineData, ...parseDataBlock(this.#queue.take(body.dataLength)) };
    }
    if (body.payloadLength > 0) event.payload = Buffer.from(this.#queue.take(body.payloadLength));
    return event;
  }

  #parseHeader(line: Buffer): PendingBody {
    let header: unknown;
    try {
      header = JSON.parse(utf8.decode(line));
    } catch (cause) {
      const what = line.length === 0 ? 'Blank header line' : 'Header is not UTF-8 JSON';
      throw new WyomingProtocolError('bad-header', what, { cause });
    }
    if (!isRecord(header)) throw new WyomingProtocolError('bad-header', 'Header is not a JSON object');
    const { type, data } = header;
    if (typeof type !== 'string' || type.length === 0) {
      throw new WyomingProtocolError('bad-header', 'Header has no non-empty string `type`');
    }
    if (data !== undefined && data !== null && !isRecord(data)) {
      throw new WyomingProtocolError('bad-header', 'Inline `data` is not a JSON object');
    }
    return {
      type,
      inlineData: data ?? {},
      dataLength: readLength(header.data_length, 'data_length', this.#limits.maxDataBytes),
      payloadLength: readLength(header.payload_length, 'payload_length', this.#limits.maxPayloadBytes),
    };
  }
}

function readLength(value: unknown, key: string, limit: number): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new WyomingProtocolError('bad-length', `\`${key}\` is not a non-negative integer`);
  }
  if (value > limit) {
    throw new WyomingProtocolError('block-too-large', `\`${key}\` of ${value} exceeds ${limit}`);
  }
  return value;
}

function parseDataBlock(block: Buffer): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(utf8.decode(block));
  } catch (cause) {
    throw new WyomingProtocolError('bad-data', 'Data block is not UTF-8 JSON', { cause });
  }
  if (!isRecord(data)) throw new WyomingProtocolError('bad-data', 'Data block is not a JSON object');
  return data;
}
