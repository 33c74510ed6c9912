import { describe, expect, it } from 'vitest';
import { spacedReadings } from './run-together.js';

const knows =
  (...words: string[]) =>
  (word: string) =>
    words.includes(word);

describe('spacedReadings', () => {
  it('splits a function word off an unknown word when the rest is known', () => {
    expect(spacedReadings('la luzdel salon', knows('luz', 'salon'))).toEqual(['la luz del salon']);
    expect(spacedReadings('lampa wkuchni', knows('lampa', 'kuchni'))).toEqual(['lampa w kuchni']);
  });

  it('leaves known words, short words and near misses alone', () => {
    expect(spacedReadings('the dishwasher', knows('washer'))).toEqual([]);
    expect(spacedReadings('la luz', knows('luz'))).toEqual([]);
    expect(spacedReadings('salondel', knows('salon', 'salondel'))).toEqual([]);
  });
});
