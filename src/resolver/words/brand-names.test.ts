import { describe, expect, it } from 'vitest';
import { brandAt, latinBrands } from './brand-names.js';
import { normalizeText } from '../normalize-text.js';

describe('brand names across scripts', () => {
  it('reads a brand written in Hangul, katakana or Chinese as its Latin name', () => {
    expect(latinBrands(['룸바'])).toEqual(['roomba']);
    // Words arrive normalized (katakana lose their voicing marks on both sides alike).
    expect(latinBrands([normalizeText('ルンバ'), 'を'])).toEqual(['roomba', 'を']);
    expect(latinBrands(['石头', '扫地机'])).toEqual(['roborock', '扫地机']);
  });

  it('takes the longest spelling first, so a product is not read as its brand alone', () => {
    expect(brandAt(['에코', '쇼'], 0)).toEqual({ words: ['echo', 'show'], end: 2 });
    expect(brandAt(['에코'], 0)).toEqual({ words: ['echo'], end: 1 });
  });

  it('reads a line spelled in Hangul or kana with its number written on as the line and the number', () => {
    expect(brandAt(['플레이스테이션5'], 0)).toEqual({ words: ['playstation', '5'], end: 1 });
    expect(brandAt(['kitchen5'], 0)).toBeUndefined();
  });

  it('leaves Latin names and other words as they are', () => {
    expect(latinBrands(['kitchen', 'sonos'])).toEqual(['kitchen', 'sonos']);
  });
});
