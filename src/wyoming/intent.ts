// Events of an `intent` service: recognize, intent(s), not-recognized. Protocol only.
import { responseData, type ResponseData, type WyomingContext } from './handle.js';
import { field, isRecord, optionalString, type WyomingEvent } from './wyoming-event.js';

export interface IntentEntity {
  name: string;
  value?: unknown;
}

export interface IntentData {
  name: string;
  entities: IntentEntity[];
  text?: string;
  context?: WyomingContext;
}

/** Asks an intent service to recognize `text`. */
export function recognize(text: string, options?: { context?: WyomingContext | undefined }): WyomingEvent {
  return { type: 'recognize', data: { text, ...field('context', options?.context) } };
}

/** A recognized intent for Home Assistant to run; `text` is spoken when its handler gives none. */
export function intent(
  name: string,
  options?: {
    entities?: readonly IntentEntity[] | undefined;
    text?: string | undefined;
    context?: WyomingContext | undefined;
  },
): WyomingEvent {
  const entities = options?.entities?.map((entity) => ({ name: entity.name, value: entity.value ?? null }));
  return {
    type: 'intent',
    data: {
      name,
      ...(entities !== undefined && entities.length > 0 ? { entities } : {}),
      ...field('text', options?.text),
      ...field('context', options?.context),
    },
  };
}

/** Opens a list of intents, closed by `intents-stop` (protocol 1.9). */
export function intentsStart(context?: WyomingContext): WyomingEvent {
  return { type: 'intents-start', data: { ...field('context', context) } };
}

export function intentsStop(context?: WyomingContext): WyomingEvent {
  return { type: 'intents-stop', data: { ...field('context', context) } };
}

/** Nothing matched; Home Assistant speaks `text` as a no-intent-match error. */
export function notRecognized(text?: string, context?: WyomingContext): WyomingEvent {
  return { type: 'not-recognized', data: { ...field('text', text), ...field('context', context) } };
}

export function parseIntent(event: WyomingEvent): IntentData | undefined {
  const { name, entities, text, context } = event.data;
  if (event.type !== 'intent' || typeof name !== 'string') return undefined;
  const parsed: IntentEntity[] = [];
  for (const entity of Array.isArray(entities) ? (entities as unknown[]) : []) {
    if (!isRecord(entity) || typeof entity.name !== 'string') return undefined;
    parsed.push({ name: entity.name, value: entity.value ?? null });
  }
  return {
    name,
    entities: parsed,
    ...field('text', optionalString(text)),
    ...(isRecord(context) ? { context } : {}),
  };
}

export function parseNotRecognized(event: WyomingEvent): ResponseData | undefined {
  return event.type === 'not-recognized' ? responseData(event) : undefined;
}

export function isIntentsStart(event: WyomingEvent): boolean {
  return event.type === 'intents-start';
}

export function isIntentsStop(event: WyomingEvent): boolean {
  return event.type === 'intents-stop';
}
