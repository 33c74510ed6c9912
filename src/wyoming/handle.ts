// Events of a `handle` (conversation agent) service: the answer, whole or streamed. Protocol only.
import { field, isRecord, optionalString, type WyomingEvent } from './wyoming-event.js';

export type WyomingContext = Record<string, unknown>;

/** What a response event carries: the speech text and the context for the next interaction. */
export interface ResponseData {
  text?: string;
  context?: WyomingContext;
}

/** The whole answer; Home Assistant speaks its `text` and stops reading. */
export function handled(text: string, context?: WyomingContext): WyomingEvent {
  return { type: 'handled', data: { text, ...field('context', context) } };
}

/** A failure to handle; Home Assistant speaks its `text` as the error. */
export function notHandled(text: string, context?: WyomingContext): WyomingEvent {
  return { type: 'not-handled', data: { text, ...field('context', context) } };
}

/** Opens a streamed answer (protocol 1.7+): chunks follow, then `handled`, then `handled-stop`. */
export function handledStart(context?: WyomingContext): WyomingEvent {
  return { type: 'handled-start', data: { ...field('context', context) } };
}

/** One piece of a streamed answer. */
export function handledChunk(text: string): WyomingEvent {
  return { type: 'handled-chunk', data: { text } };
}

/** Closes a streamed answer. */
export function handledStop(): WyomingEvent {
  return { type: 'handled-stop', data: {} };
}

export function parseHandled(event: WyomingEvent): ResponseData | undefined {
  return event.type === 'handled' ? responseData(event) : undefined;
}

export function parseNotHandled(event: WyomingEvent): ResponseData | undefined {
  return event.type === 'not-handled' ? responseData(event) : undefined;
}

export function parseHandledStart(event: WyomingEvent): { context?: WyomingContext } | undefined {
  if (event.type !== 'handled-start') return undefined;
  const context = event.data.context;
  return isRecord(context) ? { context } : {};
}

export function parseHandledChunk(event: WyomingEvent): { text: string } | undefined {
  const text = event.data.text;
  return event.type === 'handled-chunk' && typeof text === 'string' ? { text } : undefined;
}

export function isHandledStop(event: WyomingEvent): boolean {
  return event.type === 'handled-stop';
}

/** Reads `text` and `context` of a response event, leaving out what is missing or mistyped. */
export function responseData(event: WyomingEvent): ResponseData {
  const text = optionalString(event.data.text);
  const context = event.data.context;
  return { ...field('text', text), ...(isRecord(context) ? { context } : {}) };
}
