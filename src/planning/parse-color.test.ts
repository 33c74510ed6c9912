// Color names in five languages, CSS-like notations and white tones.
import { describe, expect, it } from 'vitest';
import { isBareTriple, parseColor, parseWhiteTone } from './parse-color.js';

describe('parseColor', () => {
  it.each([
    ['red', [255, 0, 0]],
    ['Rot', [255, 0, 0]],
    ['rouge', [255, 0, 0]],
    ['rojo', [255, 0, 0]],
    ['빨간색', [255, 0, 0]],
    ['blue', [0, 0, 255]],
    ['blaue', [0, 0, 255]],
    ['bleu', [0, 0, 255]],
    ['azul', [0, 0, 255]],
    ['파란색', [0, 0, 255]],
    ['grün', [0, 255, 0]],
    ['verte', [0, 255, 0]],
    ['light blue', [0, 0, 255]],
  ])('reads the color name %s', (name, rgb) => {
    expect(parseColor(name)).toEqual({ rgb });
  });

  it('reads hex, rgb() and hsl(), but not bare triples, whose space is ambiguous', () => {
    expect(parseColor('#FF8000')).toEqual({ rgb: [255, 128, 0] });
    expect(parseColor('#0f0')).toEqual({ rgb: [0, 255, 0] });
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ rgb: [10, 20, 30] });
    expect(parseColor('hsl(240, 100%, 50%)')).toEqual({ rgb: [0, 0, 255] });
    expect(parseColor('120, 100, 50')).toBeUndefined();
    expect(parseColor('[12, 34, 56]')).toBeUndefined();
    expect(isBareTriple('120, 100, 50')).toBe(true);
    expect(isBareTriple('rgb(120, 100, 50)')).toBe(false);
  });

  it('treats white tones as color temperatures in every language', () => {
    for (const warm of ['warm white', 'warmweiß', 'blanc chaud', 'blanco cálido', '전구색']) {
      expect(parseColor(warm)).toEqual({ kelvin: 2700 });
    }
    for (const cool of ['cool white', 'kaltweiß', 'blanc froid', 'blanco frío', '주광색']) {
      expect(parseColor(cool)).toEqual({ kelvin: 6000 });
    }
  });

  it('returns undefined for words that are not colors', () => {
    expect(parseColor('banana')).toBeUndefined();
  });
});

describe('parseWhiteTone', () => {
  it('reads kelvin, mireds and words', () => {
    expect(parseWhiteTone('3000')).toBe(3000);
    expect(parseWhiteTone('3000K')).toBe(3000);
    expect(parseWhiteTone('250')).toBe(4000);
    expect(parseWhiteTone('warm')).toBe(2700);
    expect(parseWhiteTone('kalt')).toBe(6000);
  });
});
