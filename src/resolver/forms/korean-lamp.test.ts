// Korean light names with 등 written on, and short names said as one kana or Hangul word.
import { describe, expect, it } from 'vitest';
import { lampWordOf } from './korean-lamp.js';
import { sameShortName } from './short-sound.js';

describe('a Korean light named with 등 written on', () => {
  it('keeps the word before 등 as a part of the name', () => {
    expect(lampWordOf('무드등')).toBe('무드');
    expect(lampWordOf('간접등')).toBe('간접');
  });

  it('leaves a word of one syllable before 등, 등 alone and other scripts', () => {
    expect(lampWordOf('평등')).toBeUndefined();
    expect(lampWordOf('등')).toBeUndefined();
    expect(lampWordOf('lamp')).toBeUndefined();
    expect(lampWordOf('조명')).toBeUndefined();
  });
});

describe('a name of two short Latin words said as one word', () => {
  it('matches when the consonants and the vowels between match', () => {
    expect(sameShortName('카카오미니', ['kakao', 'mini'])).toBe(true);
    expect(sameShortName('카사미니', ['kasa', 'mini'])).toBe(true);
    expect(sameShortName('カサミニ', ['kasa', 'mini'])).toBe(true);
  });

  it('does not match other vowels or too few sounds', () => {
    expect(sameShortName('코코미니', ['kakao', 'mini'])).toBe(false);
    expect(sameShortName('카사미니', ['kisa', 'mini'])).toBe(false);
    expect(sameShortName('니', ['ni'])).toBe(false);
    expect(sameShortName('mini', ['mini'])).toBe(false);
  });
});
