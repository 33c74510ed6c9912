// The `transcript` event (what the user said) as a conversation agent receives it. Protocol only.
import type { WyomingContext } from './handle.js';
import { field, isRecord, optionalString, type WyomingEvent } from './wyoming-event.js';

export interface TranscriptData {
  text: string;
  language?: string;
  context?: WyomingContext;
}

export function transcript(
  text: string,
  options?: { language?: string | undefined; context?: WyomingContext | undefined },
): WyomingEvent {
  return {
    type: 'transcript',
    data: { text, ...field('language', options?.language), ...field('context', options?.context) },
  };
}

/**
 * The text to answer, from a `transcript` or a `recognize` event (both carry `text` and an
 * optional `context`); undefined for any other event or one without string `text`.
 */
export function parseTranscript(event: WyomingEvent): TranscriptData | undefined {
  if (event.type !== 'transcript' && event.type !== 'recognize') return undefined;
  const { text, language, context } = event.data;
  if (typeof text !== 'string') return undefined;
  return {
    text,
    ...field('language', optionalString(language)),
    ...(isRecord(context) ? { context } : {}),
  };
}
