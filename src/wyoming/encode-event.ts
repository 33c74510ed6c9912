// Writes one Wyoming event as bytes: header line, data block, payload. No sockets, no event kinds.
import { PROTOCOL_VERSION, type WyomingEvent } from './wyoming-event.js';
import { WyomingProtocolError } from './wyoming-protocol-error.js';

/** Stock Home Assistant reads header lines with asyncio's 64 KiB limit; never write more. */
export const MAX_WRITTEN_HEADER_BYTES = 64 * 1024;

/**
 * Encodes an event the way the reference library does: a compact one-line JSON header with
 * `type` and `version`, then the data as a separate block (never inline, so the header stays
 * short), then the payload. Empty data writes no block and no `data_length`.
 */
export function encodeEvent(event: WyomingEvent): Buffer {
  if (typeof event.type !== 'string' || event.type.length === 0) {
    throw new WyomingProtocolError('bad-header', 'An event needs a non-empty string type');
  }
  const header: Record<string, unknown> = { type: event.type, version: PROTOCOL_VERSION };
  const dataJson = JSON.stringify(event.data);
  const dataBlock = dataJson === '{}' ? undefined : Buffer.from(dataJson, 'utf8');
  if (dataBlock !== undefined) header.data_length = dataBlock.length;
  const payload = event.payload !== undefined && event.payload.length > 0 ? event.payload : undefined;
  if (payload !== undefined) header.payload_length = payload.length;

  const headerLine = Buffer.from(`${JSON.stringify(header)}\n`, 'utf8');
  if (headerLine.length - 1 > MAX_WRITTEN_HEADER_BYTES) {
    throw new WyomingProtocolError(
      'header-too-long',
      `Header of ${headerLine.length - 1} bytes exceeds ${MAX_WRITTEN_HEADER_BYTES}`,
    );
  }
  const parts: Buffer[] = [headerLine];
  if (dataBlock !== undefined) parts.push(dataBlock);
  if (payload !== undefined) parts.push(payload);
  return parts.length === 1 ? headerLine : Buffer.concat(parts);
}
