import { describe, expect, it } from 'vitest';
import { diminutiveBase } from './diminutive.js';

const knows =
  (...words: string[]) =>
  (word: string) =>
    words.includes(word);

describe('diminutiveBase', () => {
  it('finds the base word a diminutive shrinks in each language', () => {
    expect(diminutiveBase('macchinetta', knows('macchina'))).toBe('macchina');
    expect(diminutiveBase('radiolina', knows('radio'))).toBe('radio');
    expect(diminutiveBase('czajniczek', knows('czajnik'))).toBe('czajnik');
    expect(diminutiveBase('lampka', knows('lampa'))).toBe('lampa');
    expect(diminutiveBase('ekspresik', knows('ekspres'))).toBe('ekspres');
    expect(diminutiveBase('ventiladorcito', knows('ventilador'))).toBe('ventilador');
    expect(diminutiveBase('chaleirinha', knows('chaleira'))).toBe('chaleira');
    expect(diminutiveBase('kaffeemuhlchen', knows('kaffeemuhle'))).toBe('kaffeemuhle');
    expect(diminutiveBase('broodroostertje', knows('broodrooster'))).toBe('broodrooster');
  });

  it('leaves a word alone when no base is known or it is too short to shrink', () => {
    expect(diminutiveBase('macchinetta', knows('caffe'))).toBeUndefined();
    expect(diminutiveBase('lampje', knows('lamp'))).toBe('lamp');
    expect(diminutiveBase('tina', knows('ta'))).toBeUndefined();
  });
});
