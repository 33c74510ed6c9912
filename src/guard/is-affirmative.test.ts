// Yes and no in English, German, Spanish, French and Korean; a yes must be the whole answer.
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
    'Sure.',
    'Right.',
    'yes please go ahead',
  ])('hears a yes in "%s"', (text) => expect(isAffirmative(text)).toBe(true));

  it.each(['no', 'no, wait', 'nein', 'non merci', 'ja nicht', '아니요', '하지마', 'what time is it?', ''])(
    'hears no yes in "%s"',
    (text) => expect(isAffirmative(text)).toBe(false),
  );

  it.each([
    'turn on the kitchen light right now',
    'yes please turn on the kitchen light',
    'is that correct?',
    'sure, what is the weather',
    'ok google play music',
    'si quieres pon música',
    'bien, allume la cuisine',
    '어 그거 말고 불 꺼줘',
  ])('takes "%s" as a new request, not as a yes', (text) => expect(isAffirmative(text)).toBe(false));
});
