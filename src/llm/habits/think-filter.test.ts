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

describe('ThinkFilter and a lone </think>', () => {
  it('drops what comes before a lone closing tag in the same delta, and says it saw one', () => {
    const filter = new ThinkFilter();
    expect(filter.push('They want the light.</think>\n\nIt is on.')).toBe('It is on.');
    expect(filter.sawLoneClose).toBe(true);
  });

  it('holds everything when the answer may start inside reasoning, at every split point', () => {
    const text = 'Okay, the user wants the light on.\n</think>\n\nThe light is on.';
    for (const split of everySplit(text)) {
      const filter = new ThinkFilter({ mayStartInside: true });
      const spoken = split.map((delta) => filter.push(delta)).join('') + filter.end();
      expect(spoken).toBe('The light is on.');
    }
  });

  it('releases held text as the answer when no tag comes', () => {
    const filter = new ThinkFilter({ mayStartInside: true });
    expect(filter.push('The light is on.')).toBe('');
    expect(filter.end()).toBe('The light is on.');
    expect(filter.sawLoneClose).toBe(false);
  });

  it('treats an opening tag met while holding as the model opening its own block', () => {
    const filter = new ThinkFilter({ mayStartInside: true });
    const spoken = filter.push('Hi. <think>hmm</think> The light is on.') + filter.end();
    expect(spoken).toBe('Hi. The light is on.');
  });
});
