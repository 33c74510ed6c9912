// Events of a `tts` service: one-shot `synthesize`, and the streaming flow `synthesize-start` →
// `synthesize-chunk`… → (compat) `synthesize` → `synthesize-stop` → `synthesize-stopped`. Protocol only.
import { field, isRecord, optionalString, type WyomingEvent } from './wyoming-event.js';

/** Which voice to speak with; every field optional (the service's default otherwise). */
export interface SynthesizeVoice {
  name?: string;
  language?: string;
  speaker?: string;
}

export interface SynthesizeData {
  text: string;
  voice?: SynthesizeVoice;
}

export function synthesize(text: string, voice?: SynthesizeVoice): WyomingEvent {
  return { type: 'synthesize', data: { text, ...voiceField(voice) } };
}

export function synthesizeStart(voice?: SynthesizeVoice): WyomingEvent {
  return { type: 'synthesize-start', data: { ...voiceField(voice) } };
}

export function synthesizeChunk(text: string): WyomingEvent {
  return { type: 'synthesize-chunk', data: { text } };
}

export function synthesizeStop(): WyomingEvent {
  return { type: 'synthesize-stop', data: {} };
}

export function synthesizeStopped(): WyomingEvent {
  return { type: 'synthesize-stopped', data: {} };
}

/** A `synthesize` event's text and voice; undefined for another event or one without string text. */
export function parseSynthesize(event: WyomingEvent): SynthesizeData | undefined {
  const text = optionalString(event.data.text);
  if (event.type !== 'synthesize' || text === undefined) return undefined;
  return { text, ...voiceField(parseVoice(event.data.voice)) };
}

/** The voice of a `synthesize-start`; undefined for another event. */
export function parseSynthesizeStart(event: WyomingEvent): { voice?: SynthesizeVoice } | undefined {
  if (event.type !== 'synthesize-start') return undefined;
  return voiceField(parseVoice(event.data.voice));
}

export function parseSynthesizeChunk(event: WyomingEvent): { text: string } | undefined {
  const text = optionalString(event.data.text);
  return event.type === 'synthesize-chunk' && text !== undefined ? { text } : undefined;
}

/** Reads a voice object, keeping only string fields; undefined when none is left. */
export function parseVoice(value: unknown): SynthesizeVoice | undefined {
  if (!isRecord(value)) return undefined;
  const voice: SynthesizeVoice = {
    ...field('name', optionalString(value.name)),
    ...field('language', optionalString(value.language)),
    ...field('speaker', optionalString(value.speaker)),
  };
  return Object.keys(voice).length === 0 ? undefined : voice;
}

function voiceField(voice: SynthesizeVoice | undefined): { voice?: SynthesizeVoice } {
  return voice === undefined ? {} : { voice: { ...voice } };
}
