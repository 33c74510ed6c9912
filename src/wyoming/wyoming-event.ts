// The shape of one Wyoming event as the codec sees it. Knows nothing of sockets or event kinds.

/** The protocol version written in every header we send (the Python library's release we follow). */
export const PROTOCOL_VERSION = '1.9.0';

export interface WyomingEvent {
  /** Event type, e.g. `transcript`; never empty. */
  type: string;
  /** Event data: inline header `data` with the data block merged over it. */
  data: Record<string, unknown>;
  /** Raw bytes after the data block (audio), when `payload_length` > 0. */
  payload?: Buffer;
}

/** True for a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a string, else undefined (for optional text fields of received events). */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `{ key: value }` when value is defined, else `{}`: builds data without `undefined` fields. */
export function field<K extends string, V>(key: K, value: V | undefined | null): Partial<Record<K, V>> {
  return value === undefined || value === null ? {} : ({ [key]: value } as Partial<Record<K, V>>);
}
