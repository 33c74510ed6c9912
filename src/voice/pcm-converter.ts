// Converts raw PCM between formats (rate, sample width, channels) so one response keeps one format.
// Stateful per response: the resampler carries its position across chunks, so no click at joins.
import type { AudioFormat } from '../wyoming/index.js';

export class PcmConverter {
  readonly target: AudioFormat;
  #source: AudioFormat | undefined;
  /** The last frame of the previous chunk (target channels), for interpolating across the join. */
  #previous: Float64Array | undefined;
  /** Position of the next output frame, in input frames counted from `#previous`. */
  #position = 0;

  constructor(target: AudioFormat) {
    this.target = { ...target };
  }

  /** The payload in the target format; the same buffer when the formats already match. */
  convert(payload: Buffer, source: AudioFormat): Buffer {
    const target = this.target;
    if (source.rate === target.rate && source.width === target.width && source.channels === target.channels) {
      return payload;
    }
    if (
      this.#source === undefined ||
      this.#source.rate !== source.rate ||
      this.#source.width !== source.width ||
      this.#source.channels !== source.channels
    ) {
      this.#source = { ...source };
      this.#previous = undefined;
      this.#position = 0;
    }
    const frames = mapChannels(decode(payload, source), source.channels, target.channels);
    const resampled = source.rate === target.rate ? frames : this.#resample(frames, source.rate);
    return encode(resampled, target.width);
  }

  /** Linear interpolation; `frames` is interleaved with the target's channel count. */
  #resample(frames: Float64Array, sourceRate: number): Float64Array {
    const channels = this.target.channels;
    const step = sourceRate / this.target.rate;
    const carried = this.#previous;
    const input = carried === undefined ? frames : concat(carried, frames);
    const inputFrames = input.length / channels;
    if (inputFrames === 0) return new Float64Array(0);
    const output: number[] = [];
    let position = this.#position;
    while (position <= inputFrames - 1) {
      const index = Math.floor(position);
      const fraction = position - index;
      const next = Math.min(index + 1, inputFrames - 1);
      for (let channel = 0; channel < channels; channel += 1) {
        const a = input[index * channels + channel]!;
        const b = input[next * channels + channel]!;
        output.push(a + (b - a) * fraction);
      }
      position += step;
    }
    this.#position = position - (inputFrames - 1);
    this.#previous = input.slice((inputFrames - 1) * channels);
    return Float64Array.from(output);
  }
}

/** Samples as floats in [-1, 1); width 1 is unsigned (as in WAV), wider ones signed little-endian. */
function decode(payload: Buffer, format: AudioFormat): Float64Array {
  const width = format.width;
  const count = Math.floor(payload.length / width);
  const samples = new Float64Array(count - (count % format.channels));
  for (let index = 0; index < samples.length; index += 1) {
    const offset = index * width;
    if (width === 1) samples[index] = (payload[offset]! - 128) / 128;
    else if (width === 2) samples[index] = payload.readInt16LE(offset) / 32_768;
    else if (width === 3) samples[index] = payload.readIntLE(offset, 3) / 8_388_608;
    else samples[index] = payload.readInt32LE(offset) / 2_147_483_648;
  }
  return samples;
}

function encode(samples: Float64Array, width: number): Buffer {
  const output = Buffer.alloc(samples.length * width);
  for (let index = 0; index < samples.length; index += 1) {
    const value = Math.max(-1, Math.min(1, samples[index]!));
    const offset = index * width;
    if (width === 1) output[offset] = clamp(Math.round(value * 128) + 128, 0, 255);
    else if (width === 2) output.writeInt16LE(clamp(Math.round(value * 32_768), -32_768, 32_767), offset);
    else if (width === 3)
      output.writeIntLE(clamp(Math.round(value * 8_388_608), -8_388_608, 8_388_607), offset, 3);
    else output.writeInt32LE(clamp(Math.round(value * 2_147_483_648), -2_147_483_648, 2_147_483_647), offset);
  }
  return output;
}

/** Mono is spread to every channel; to mono, channels are averaged; otherwise channels wrap around. */
function mapChannels(samples: Float64Array, from: number, to: number): Float64Array {
  if (from === to) return samples;
  const frames = samples.length / from;
  const output = new Float64Array(frames * to);
  for (let frame = 0; frame < frames; frame += 1) {
    if (to === 1) {
      let sum = 0;
      for (let channel = 0; channel < from; channel += 1) sum += samples[frame * from + channel]!;
      output[frame] = sum / from;
    } else {
      for (let channel = 0; channel < to; channel += 1) {
        output[frame * to + channel] = samples[frame * from + (channel % from)]!;
      }
    }
  }
  return output;
}

function concat(a: Float64Array, b: Float64Array): Float64Array {
  const output = new Float64Array(a.length + b.length);
  output.set(a);
  output.set(b, a.length);
  return output;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
