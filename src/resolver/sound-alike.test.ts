import { describe, expect, it } from 'vitest';
import { soundAlike } from './sound-alike.js';

const home =
  (...words: string[]) =>
  (word: string) =>
    words.includes(word);

describe('soundAlike', () => {
  it("finds the home's word spelled with one sound another way", () => {
    expect(soundAlike('lampadere', home('lampadaire'))).toBe('lampadaire');
    expect(soundAlike('stefanie', home('stephanie'))).toBe('stephanie');
    expect(soundAlike('chomiere', home('chaumiere'))).toBe('chaumiere');
  });

  it('leaves short words and words the home does not have alone', () => {
    expect(soundAlike('lampe', home('lampai'))).toBeUndefined();
    expect(soundAlike('lampadere', home('lampada'))).toBeUndefined();
  });
});
