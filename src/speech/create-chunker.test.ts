// The rules of spec/chunking-rules.json, case by case (chunker-cases.ts), each run whole, per code point and in
// seeded slicings.
import { describe, expect, it } from 'vitest';
import { CLEANUP_CASES, type ChunkerCase } from './chunker-cases.js';
import { SENTENCE_CASES } from './chunker-sentence-cases.js';
import { createChunker } from './create-chunker.js';
import { runSliced } from './run-sliced.js';

/** Whole, one code point at a time and in seeded random slicings: the same chunks, all but the last early. */
function expectChunks({ text, expected, language }: ChunkerCase): void {
  const runs = runSliced(text, language, 6, text.length);
  expect(runs.whole).toEqual(expected);
  expect(runs.perCodePoint).toEqual(expected);
  for (const slicing of runs.slicings) expect(slicing).toEqual(expected);
  expect(runs.beforeEnd).toBeGreaterThanOrEqual(expected.length - 1);
}

for (const { title, cases } of [...CLEANUP_CASES, ...SENTENCE_CASES]) {
  describe(title, () => {
    for (const testCase of cases) it(testCase.name, () => expectChunks(testCase));
  });
}

describe('createChunker', () => {
  it('can be used again after end() and gives nothing on a second end()', () => {
    const chunker = createChunker({ language: 'en' });
    const first = [...chunker.push('Hello there. How are you? **Open'), ...chunker.end()];
    expect(chunker.end()).toEqual([]);
    const second = [...chunker.push('Hello there. How are you? **Open'), ...chunker.end()];
    expect(second).toEqual(first);
    expect(first).toEqual(['Hello there.', 'How are you?', '**Open']);
  });

  it('emits a chunk as soon as the character after the sentence arrives', () => {
    const chunker = createChunker({ language: 'en' });
    expect(chunker.push('The kitchen lights are on.')).toEqual([]);
    expect(chunker.push(' ')).toEqual([]);
    expect(chunker.push('T')).toEqual(['The kitchen lights are on.']);
    expect(chunker.end()).toEqual(['T']);
  });

  it('waits for the whole next word after an English abbreviation, and what follows its space', () => {
    const chunker = createChunker({ language: 'en' });
    expect(chunker.push('I bought pears, etc. Th')).toEqual([]);
    expect(chunker.push('en')).toEqual([]);
    // "Then 👋." cleans to "Then.", so the space proves nothing until a non-emoji character follows.
    expect(chunker.push(' ')).toEqual([]);
    expect(chunker.push('I')).toEqual(['I bought pears, etc.']);
  });
});
