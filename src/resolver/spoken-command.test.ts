// What a whole spoken command says around the thing: the time it is for, "again", the stove for the heating.
import { describe, expect, it } from 'vitest';
import { withoutClockTime } from './clock-time.js';
import { withoutAgain } from './again.js';
import { stoveAsHeating } from './stove-heating.js';

describe('withoutClockTime', () => {
  it('takes the time the order is for out of the phrase, as said', () => {
    expect(withoutClockTime('rul persiennen op i kontoret klokken otte')).toBe(
      'rul persiennen op i kontoret',
    );
    expect(withoutClockTime('den Rollladen um halb acht runter')).toBe('den Rollladen runter');
    expect(withoutClockTime('baja el estor a las 21:00')).toBe('baja el estor');
    expect(withoutClockTime('raise the den blinds at 6:30 am')).toBe('raise the den blinds');
    expect(withoutClockTime('書斎のブラインドを7時に開けて')).toBe('書斎のブラインドを 開けて');
    expect(withoutClockTime('早上七点打开书房窗帘')).toBe('打开书房窗帘');
  });

  it('leaves a phrase with no time, a value and "a little" alone', () => {
    expect(withoutClockTime('the den blinds')).toBeUndefined();
    expect(withoutClockTime('the office mini split to 70')).toBeUndefined();
    expect(withoutClockTime('把灯调亮一点')).toBeUndefined();
  });
});

describe('withoutAgain', () => {
  it('takes "again" out, and "weer" or "back" only before the particle', () => {
    expect(withoutAgain('zet de markies weer omhoog')).toBe('zet de markies omhoog');
    expect(withoutAgain('turn the lounge lamp back on')).toBe('turn the lounge lamp on');
    expect(withoutAgain('włącz znowu lampkę')).toBe('włącz lampkę');
    expect(withoutAgain('hoe is het weer')).toBeUndefined();
    expect(withoutAgain('the back door')).toBeUndefined();
  });
});

describe('stoveAsHeating', () => {
  it('reads the stove as the heating word', () => {
    expect(stoveAsHeating('zet de kachel hoger')).toBe('zet de heater hoger');
    expect(stoveAsHeating('居間のストーブをつけて')).toBe('居間のヒーターをつけて');
    expect(stoveAsHeating('de lamp')).toBeUndefined();
  });
});
