import { describe, expect, it } from 'vitest';
import { oneLetterVowels } from './two-letter-vowels.js';

const knows =
  (...words: string[]) =>
  (word: string) =>
    words.includes(word);

describe('oneLetterVowels', () => {
  it('reads oe, ae, ue and aa as one letter in words the home does not know', () => {
    expect(oneLetterVowels('stoevsug koekkenet', knows())).toBe('stovsug kokkenet');
    expect(oneLetterVowels('kuechenlampe aus', knows('aus'))).toBe('kuchenlampe aus');
    expect(oneLetterVowels('lampen i gaarden', knows('lampen', 'i'))).toBe('lampen i garden');
  });

  it('keeps known words, "que"/"gue" and text with nothing to change', () => {
    expect(oneLetterVowels('laeselampe', knows('laeselampe'))).toBeUndefined();
    expect(oneLetterVowels('que luz', knows())).toBeUndefined();
    expect(oneLetterVowels('kitchen light', knows())).toBeUndefined();
  });
});
