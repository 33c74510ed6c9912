// Yes and no in English, German, Spanish, French and Korean.
import { describe, expect, it } from 'vitest';
import { isAffirmative } from './is-affirmative.js';

describe('isAffirmative', () => {
  it.each([
    'yes',
    'Yes, do it.',
    'ja bitte',
    'Jawohl',
    'sí, claro',
    'vale',
    'oui',
    "d'accord",
    '네',
    '응 열어줘',
    '좋아요',
  ])('hears a yes in "%s"', (text) => expect(isAffirmative(text)).toBe(true));

  it.each(['no', 'no, wait', 'nein', 'non merci', 'ja nicht', '아니요', '하지마', 'what time is it?', ''])(
    'hears no yes in "%s"',
    (text) => expect(isAffirmative(text)).toBe(false),
  );
});
