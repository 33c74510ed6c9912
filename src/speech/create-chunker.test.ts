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

  it('says which text may complete a chunk now, without taking it', () => {
    const chunker = createChunker({ language: 'en' });
    expect(chunker.mayComplete('The')).toBe(true); // the line's kind is not known yet
    expect(chunker.push('The kitchen lights are on')).toEqual([]);
    expect(chunker.mayComplete(' and off')).toBe(false);
    // A terminator that ends the text waits for what follows it (R5), whatever blanks and openers come.
    expect(chunker.mayComplete('.')).toBe(false);
    expect(chunker.mayComplete('?" (')).toBe(false);
    expect(chunker.mayComplete('. T')).toBe(true);
    expect(chunker.mayComplete('. )')).toBe(true);
    expect(chunker.mayComplete('. and')).toBe(true);
    expect(chunker.mayComplete(' **now**')).toBe(true);
    expect(chunker.mayComplete(' on\nOff')).toBe(true);
    expect(chunker.push('.')).toEqual([]);
    // Now the period waits for its look-ahead: anything may complete it.
    expect(chunker.mayComplete(' ')).toBe(true);
    expect(chunker.push(' They')).toEqual(['The kitchen lights are on.']);
    expect(chunker.mayComplete(` ${'x'.repeat(115)}`)).toBe(false); // "They" and this: 120
    expect(chunker.mayComplete(` ${'x'.repeat(116)}`)).toBe(true); // past MAX: a cut
  });

  it('lets a strong terminator wait only for closers', () => {
    const chunker = createChunker({ language: 'zh' });
    expect(chunker.push('今天天气很好')).toEqual([]);
    expect(chunker.mayComplete('。」')).toBe(false);
    expect(chunker.mayComplete('。 ')).toBe(true);
    expect(chunker.mayComplete('。我')).toBe(true);
  });
});
