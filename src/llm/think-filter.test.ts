import { describe, expect, it } from 'vitest';
import { ThinkFilter } from './think-filter.js';

function run(deltas: readonly string[]): string {
  const filter = new ThinkFilter();
  return deltas.map((delta) => filter.push(delta)).join('') + filter.end();
}

const everySplit = (text: string): string[][] =>
  Array.from({ length: text.length - 1 }, (_, at) => [text.slice(0, at + 1), text.slice(at + 1)]);

describe('ThinkFilter', () => {
  it('passes text without tags through unchanged and holds nothing back', () => {
    const filter = new ThinkFilter();
    expect(filter.push('It is 21 degrees.')).toBe('It is 21 degrees.');
    expect(filter.end()).toBe('');
  });

  it('removes a reasoning block and the blank lines after it, at every split point', () => {
    const text = '<think>\nThe user wants the lights.\n</think>\n\nThe lights are on.';
    for (const split of everySplit(text)) expect(run(split)).toBe('The lights are on.');
    expect(run([...text])).toBe('The lights are on.');
  });

  it('keeps a lone "<" that never becomes a tag', () => {
    expect(run(['2 <', ' 3 is true'])).toBe('2 < 3 is true');
    expect(run(['a <th'])).toBe('a <th');
  });

  it('drops an unterminated reasoning block entirely', () => {
    expect(run(['Hmm. <think>let me see', ' more'])).toBe('Hmm. ');
  });
});
