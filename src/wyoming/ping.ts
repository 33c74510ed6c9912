// Liveness events: `ping` asks, `pong` answers with the same text. Protocol only.
import { optionalString, type WyomingEvent } from './wyoming-event.js';

/** Like the reference library, `text` is always written (null when absent). */
export function ping(text?: string | null): WyomingEvent {
  return { type: 'ping', data: { text: text ?? null } };
}

export function pong(text?: string | null): WyomingEvent {
  return { type: 'pong', data: { text: text ?? null } };
}

/** The ping's text to echo (`null` when it had none), or undefined for another event. */
export function parsePing(event: WyomingEvent): { text: string | null } | undefined {
  return event.type === 'ping' ? { text: optionalString(event.data.text) ?? null } : undefined;
}

export function parsePong(event: WyomingEvent): { text: string | null } | undefined {
  return event.type === 'pong' ? { text: optionalString(event.data.text) ?? null } : undefined;
}
