// Chinese, Japanese and Korean ordinals and numerals meet the digits a home writes, and only where a
// name has that digit: "할 일" stays a to-do, "二楼" a floor.
import { describe, expect, it } from 'vitest';
import { markOrdinals, numbersAfter } from './cjk-numbers.js';
import { normalizeText } from '../normalize-text.js';

const known = (...words: string[]) => new Set(words);
const marked = (text: string) => markOrdinals(normalizeText(text)).trim().split(/ +/);

describe('CJK numbers', () => {
  it('marks ordinals before the word they number, never a floor', () => {
    expect(marked('第二个卧室')).toEqual(['2th', '卧室']);
    expect(marked('二号卧室')).toEqual(['2th', '卧室']);
    expect(marked('二番目の洋室')).toEqual(['2th', '洋室']);
    expect(marked('두 번째 방')).toEqual(['2th', '방']);
    expect(marked('둘째 방')).toEqual(['2th', '방']);
    expect(marked('이 번 방')).toEqual(['2th', '방']);
    expect(marked('二楼')).toEqual(['二楼']);
  });

  it('moves a marker after its word as the home writes it, and reads a numeral only in a name', () => {
    expect(numbersAfter(['2th', '洋室', 'の'], known('洋室2', '洋室'))).toEqual(['洋室2', 'の']);
    expect(numbersAfter(['2th', '방', '조명'], known('방', '2'))).toEqual(['방', '2', '조명']);
    expect(numbersAfter(['卧室', '二', '的'], known('卧室', '卧室2'))).toEqual(['卧室2', '的']);
    expect(numbersAfter(['할', '일', '목록'], known('할', '1'))).toEqual(['할', '일', '목록']);
  });
});
