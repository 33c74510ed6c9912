import { describe, expect, it } from 'vitest';
import { PcmConverter } from './pcm-converter.js';

const mono16 = { rate: 16_000, width: 2, channels: 1 };

function int16(values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => buffer.writeInt16LE(value, index * 2));
  return buffer;
}

function readInt16(buffer: Buffer): number[] {
  return Array.from({ length: buffer.length / 2 }, (_, index) => buffer.readInt16LE(index * 2));
}

describe('PcmConverter', () => {
  it('passes audio in the target format through untouched', () => {
    const payload = int16([1, 2, 3]);
    expect(new PcmConverter(mono16).convert(payload, mono16)).toBe(payload);
  });

  it('averages stereo to mono and spreads mono to stereo', () => {
    expect(
      readInt16(new PcmConverter(mono16).convert(int16([100, 300, -200, 0]), { ...mono16, channels: 2 })),
    ).toEqual([200, -100]);
    const stereo = new PcmConverter({ ...mono16, channels: 2 });
    expect(readInt16(stereo.convert(int16([5, -7]), mono16))).toEqual([5, 5, -7, -7]);
  });

  it('changes sample width both ways', () => {
    const wide = new PcmConverter({ ...mono16, width: 4 }).convert(int16([1000, -1000]), mono16);
    expect([wide.readInt32LE(0), wide.readInt32LE(4)]).toEqual([1000 * 65_536, -1000 * 65_536]);
    const narrow = new PcmConverter(mono16).convert(wide, { ...mono16, width: 4 });
    expect(readInt16(narrow)).toEqual([1000, -1000]);
    const bytes = new PcmConverter({ ...mono16, width: 1 }).convert(int16([0, 16_384]), mono16);
    expect([...bytes]).toEqual([128, 192]);
  });

  it('resamples with the right length across chunk joins and keeps a ramp a ramp', () => {
    const converter = new PcmConverter(mono16);
    const source = { rate: 32_000, width: 2, channels: 1 };
    const ramp = Array.from({ length: 400 }, (_, index) => index * 10);
    const out = [
      ...readInt16(converter.convert(int16(ramp.slice(0, 137)), source)),
      ...readInt16(converter.convert(int16(ramp.slice(137)), source)),
    ];
    expect(out).toHaveLength(200);
    out.forEach((value, index) => expect(value).toBe(index * 20));
  });
});
