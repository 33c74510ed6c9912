// Pulls Wyoming events out of any async byte source (a socket, a pipe, a test array). No sockets here.
import { EventDecoder, type DecoderLimits } from './event-decoder.js';
import type { WyomingEvent } from './wyoming-event.js';

const NO_BYTES = new Uint8Array(0);

/**
 * Yields each event as soon as its last byte has arrived. Throws a `WyomingProtocolError` on a
 * malformed frame (after yielding the events before it) and `truncated` when the source ends
 * inside a frame. Pulls the next bytes only when the consumer asks for the next event.
 */
export async function* readEvents(
  source: AsyncIterable<Uint8Array>,
  limits?: Partial<DecoderLimits>,
): AsyncGenerator<WyomingEvent> {
  const decoder = new EventDecoder(limits);
  for await (const chunk of source) {
    yield* decoder.push(chunk);
    decoder.push(NO_BYTES);
  }
  decoder.end();
}
