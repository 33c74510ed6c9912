// Text hidden in PCM, so tests can hear what was spoken: each UTF-8 byte is a run of one sample value,
// runs are separated by silence, and a sentence ends with a marker run. Survives resampling, channel
// changes and widths of 2 bytes or more (the runs are long enough for a mode to win).
import type { AudioFormat } from '../../src/wyoming/index.js';

const RUN = 12;
const GAP = 8;
const STEP = 100;
const END = 30_000;
const SILENCE = 50;

/** 16-bit sample values for one spoken sentence: its bytes, then the end marker. */
export function sentenceSamples(sentence: string): number[] {
  const samples: number[] = [];
  for (const byte of Buffer.from(sentence, 'utf8')) {
    for (let index = 0; index < RUN; index += 1) samples.push((byte + 1) * STEP);
    for (let index = 0; index < GAP; index += 1) samples.push(0);
  }
  for (let index = 0; index < RUN; index += 1) samples.push(END);
  for (let index = 0; index < GAP; index += 1) samples.push(0);
  return samples;
}

/** Writes 16-bit-scale samples in a format (every channel the same). */
export function encodeSamples(samples: readonly number[], format: AudioFormat): Buffer {
  const output = Buffer.alloc(samples.length * format.width * format.channels);
  let offset = 0;
  for (const sample of samples) {
    for (let channel = 0; channel < format.channels; channel += 1) {
      if (format.width === 2) output.writeInt16LE(sample, offset);
      else if (format.width === 4) output.writeInt32LE(sample * 65_536, offset);
      else if (format.width === 3) output.writeIntLE(sample * 256, offset, 3);
      else output[offset] = Math.round(sample / 256) + 128;
      offset += format.width;
    }
  }
  return output;
}

/** The sentences spoken in a PCM stream of the given format, in order. */
export function decodeSentences(pcm: Buffer, format: AudioFormat): string[] {
  const frameBytes = format.width * format.channels;
  const sentences: string[] = [];
  let bytes: number[] = [];
  let run: number[] = [];
  const closeRun = (): void => {
    if (run.length === 0) return;
    const value = mode(run);
    run = [];
    if (Math.abs(value - END) < STEP / 2) {
      sentences.push(Buffer.from(bytes).toString('utf8'));
      bytes = [];
    } else {
      bytes.push(Math.round(value / STEP) - 1);
    }
  };
  for (let offset = 0; offset + frameBytes <= pcm.length; offset += frameBytes) {
    const sample = readSample(pcm, offset, format.width);
    if (Math.abs(sample) < SILENCE) closeRun();
    else run.push(sample);
  }
  closeRun();
  return sentences;
}

function readSample(pcm: Buffer, offset: number, width: number): number {
  if (width === 2) return pcm.readInt16LE(offset);
  if (width === 4) return pcm.readInt32LE(offset) / 65_536;
  if (width === 3) return pcm.readIntLE(offset, 3) / 256;
  return (pcm[offset]! - 128) * 256;
}

/** The most frequent value (rounded to the step), so interpolated edges of a run do not count. */
function mode(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) {
    const key = Math.round(value / (STEP / 2)) * (STEP / 2);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = -1;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** Seconds of audio in a PCM buffer of that format. */
export function durationSeconds(bytes: number, format: AudioFormat): number {
  return bytes / (format.rate * format.width * format.channels);
}
