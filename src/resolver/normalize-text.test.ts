import { describe, expect, it } from 'vitest';
import { normalizeText, simplifiedHan } from './normalize-text.js';
import { HAN_VARIANT_PAIRS } from './words/han-variants.js';

describe('normalizeText', () => {
  it('folds case, accents, ß and punctuation', () => {
    expect(normalizeText('  Küche-Licht  Straße ')).toBe('kuche licht strasse');
  });

  it('writes the letters no accent-stripping reaches as a keyboard without them does', () => {
    expect(normalizeText('Soveværelse Lampe')).toBe('sovevaerelse lampe');
    expect(normalizeText('Støvsug køkkenet')).toBe('stovsug kokkenet');
    expect(normalizeText('Lampe Œuf')).toBe('lampe oeuf');
    expect(normalizeText('Łazienka')).toBe('lazienka');
  });

  it('folds Traditional Chinese (and Taiwan / Hong Kong variant) characters to Simplified ones', () => {
    expect(normalizeText('客廳的燈')).toBe(normalizeText('客厅的灯'));
    expect(normalizeText('主臥室冷氣')).toBe('主卧室冷气');
    expect(normalizeText('鐵捲門')).toBe('铁卷门');
  });

  it('folds every pair of the variants table, those outside the Basic Multilingual Plane too', () => {
    const characters = [...HAN_VARIANT_PAIRS];
    const traditional = characters.filter((_, at) => at % 2 === 0).join('');
    const simplified = characters.filter((_, at) => at % 2 === 1).join('');
    expect(simplifiedHan(traditional)).toBe(simplified);
    expect(simplifiedHan('灯𠁞㗲')).toBe('灯𠀾𠵾');
  });

  it('leaves text without Chinese characters, kana and Hangul as they are', () => {
    expect(simplifiedHan('living room')).toBe('living room');
    expect(simplifiedHan('リビングの照明')).toBe('リビングの照明');
    expect(normalizeText('거실 조명')).toBe('거실 조명');
  });
});
