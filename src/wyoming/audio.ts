// Audio events (`audio-start`, `audio-chunk`, `audio-stop`) as a TTS service sends them. Protocol only.
import { isRecord, type WyomingEvent } from './wyoming-event.js';

/** Raw PCM layout: samples per second, bytes per sample, interleaved channels. */
export interface AudioFormat {
  rate: number;
  width: number;
  channels: number;
}

export function audioStart(format: AudioFormat, timestamp?: number): WyomingEvent {
  return { type: 'audio-start', data: { ...formatData(format), ...timestampData(timestamp) } };
}

export function audioChunk(format: AudioFormat, payload: Buffer, timestamp?: number): WyomingEvent {
  return { type: 'audio-chunk', data: { ...formatData(format), ...timestampData(timestamp) }, payload };
}

export function audioStop(timestamp?: number): WyomingEvent {
  return { type: 'audio-stop', data: { ...timestampData(timestamp) } };
}

/**
 * The format an `audio-start` or `audio-chunk` declares, or undefined when it is another event or
 * the fields are missing or out of range (positive integers; width 1–4, at most 16 channels).
 */
export function parseAudioFormat(event: WyomingEvent): AudioFormat | undefined {
  if (event.type !== 'audio-start' && event.type !== 'audio-chunk') return undefined;
  if (!isRecord(event.data)) return undefined;
  const { rate, width, channels } = event.data;
  if (!isCount(rate, 1_000_000) || !isCount(width, 4) || !isCount(channels, 16)) return undefined;
  return { rate, width, channels };
}

export function sameFormat(a: AudioFormat, b: AudioFormat): boolean {
  return a.rate === b.rate && a.width === b.width && a.channels === b.channels;
}

function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max;
}

function formatData(format: AudioFormat): Record<string, number> {
  return { rate: format.rate, width: format.width, channels: format.channels };
}

function timestampData(timestamp: number | undefined): Record<string, number> {
  return timestamp === undefined ? {} : { timestamp };
}
