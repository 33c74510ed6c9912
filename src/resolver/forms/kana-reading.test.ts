import { describe, expect, it } from 'vitest';
import { normalizeText } from '../normalize-text.js';
import { withKanjiReadings } from './kana-reading.js';

const home = (...words: string[]) => new Set(words.map(normalizeText));

describe('withKanjiReadings', () => {
  it('writes the tables’ words read in hiragana as the tables write them', () => {
    expect(withKanjiReadings('しんしつのしょうめい', home(), normalizeText)).toBe('寝室の照明');
    expect(withKanjiReadings('げんかん照明', home(), normalizeText)).toBe('玄関照明');
    expect(withKanjiReadings('かいものリスト', home(), normalizeText)).toBe('買い物リスト');
  });

  it('keeps a reading the home writes in kana, short readings and other kana', () => {
    expect(withKanjiReadings('でんきのしょさい', home('でんき'), normalizeText)).toBe('でんきの書斎');
    expect(withKanjiReadings('いまのおんど', home(), normalizeText)).toBe('いまの温度');
    expect(withKanjiReadings('さくらをつけて', home(), normalizeText)).toBe('さくらをつけて');
    expect(withKanjiReadings('Küche', home(), normalizeText)).toBe('Küche');
  });
});
