// Feeds one text to fresh chunkers whole, per code point and in seeded random slicings. For tests and benchmarks.
import { createChunker } from './create-chunker.js';

export interface SlicedRuns {
  readonly whole: string[];
  readonly perCodePoint: string[];
  /** How many chunks the per-code-point run emitted before `end()`. */
  readonly beforeEnd: number;
  readonly slicings: string[][];
}

/** A small deterministic PRNG (mulberry32), so failures replay exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cuts `text` into pieces of 1 to `maxSize` code points (never inside a surrogate pair). */
export function sliceText(text: string, random: () => number, maxSize = 7): string[] {
  const codePoints = [...text];
  const pieces: string[] = [];
  for (let index = 0; index < codePoints.length;) {
    const size = 1 + Math.floor(random() * maxSize);
    pieces.push(codePoints.slice(index, index + size).join(''));
    index += size;
  }
  return pieces;
}

/** Runs one chunker over `pieces`; `beforeEnd` counts the chunks that came out before `end()`. */
export function chunkPieces(
  pieces: readonly string[],
  language?: string,
): { chunks: string[]; beforeEnd: number } {
  const chunker = createChunker({ language });
  const chunks: string[] = [];
  for (const piece of pieces) chunks.push(...chunker.push(piece));
  const beforeEnd = chunks.length;
  chunks.push(...chunker.end());
  return { chunks, beforeEnd };
}

export function runSliced(text: string, language?: string, slicings = 4, seed = 7): SlicedRuns {
  const random = seededRandom(seed);
  const perCodePoint = chunkPieces([...text], language);
  return {
    whole: chunkPieces([text], language).chunks,
    perCodePoint: perCodePoint.chunks,
    beforeEnd: perCodePoint.beforeEnd,
    slicings: Array.from({ length: slicings }, () => chunkPieces(sliceText(text, random), language).chunks),
  };
}
