// The `error` event a service may send instead of an answer. Protocol only.
import { field, optionalString, type WyomingEvent } from './wyoming-event.js';

export interface ErrorData {
  text: string;
  code?: string;
}

/** Current Home Assistant stops reading at `error`; older versions do not, so close after it. */
export function errorEvent(text: string, code?: string): WyomingEvent {
  return { type: 'error', data: { text, ...field('code', code) } };
}

export function parseError(event: WyomingEvent): ErrorData | undefined {
  const text = optionalString(event.data.text);
  if (event.type !== 'error' || text === undefined) return undefined;
  return { text, ...field('code', optionalString(event.data.code)) };
}
