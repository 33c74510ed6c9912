// Brands written by sound in kana or Hangul meet the home's Latin spelling, and only a clear match does.
import { describe, expect, it } from 'vitest';
import { loneSoundName, SoundAlike } from './sound-alike.js';
import { normalizeText } from '../normalize-text.js';

function homeOf(...words: string[]): SoundAlike {
  const sounds = new SoundAlike();
  for (const word of words) sounds.add(word);
  return sounds;
}

describe('a Chinese word read by its sound as a Latin name', () => {
  const home = homeOf('sonos', 'dyson', 'roborock', 'xiaomi', 'kitchen');

  it('finds the Latin brand a transliteration in other characters sounds like', () => {
    expect(home.findAlone('索诺斯')).toBe('sonos');
    expect(home.findAlone('代森')).toBe('dyson');
    expect(home.findAlone('罗伯罗克')).toBe('roborock');
  });

  it('finds nothing for fewer than three consonants or from find, which reads words joined', () => {
    expect(home.findAlone('米家')).toBeUndefined();
    // "开着吗" (kai zhe ma) sounds K-S-N like "xiaomi": only a word the parse left alone is read so.
    expect(home.find('开着吗')).toBeUndefined();
  });
});

describe('names read by their sound across scripts', () => {
  const home = homeOf('somfy', 'gardena', 'husqvarna', 'marantz', 'kitchen', 'philips');

  it('reads katakana and Hangul spellings of brands the table does not list', () => {
    expect(home.find(normalizeText('ソムフィ'))).toBe('somfy');
    expect(home.find(normalizeText('솜피'))).toBe('somfy');
    expect(home.find(normalizeText('ガルデナ'))).toBe('gardena');
    expect(home.find(normalizeText('허스크바나'))).toBe('husqvarna');
    expect(home.find(normalizeText('マランツ'))).toBe('marantz');
    expect(home.find(normalizeText('필립스'))).toBe('philips');
  });

  it('reads a Latin word as the kana or Hangul name of the home', () => {
    const cjk = homeOf(normalizeText('ソムフィ'), normalizeText('가르데나'), normalizeText('リビング'));
    expect(cjk.find('somfy')).toBe(normalizeText('ソムフィ'));
    expect(cjk.find('gardena')).toBe(normalizeText('가르데나'));
    expect(cjk.find('kitchen')).toBeUndefined();
  });

  it('reads a Latin word heard wrong as the Latin name it sounds like', () => {
    expect(homeOf('roomba', 'lamp', 'kitchen').find('rumba')).toBe('roomba');
  });

  it('finds nothing for short sounds, other scripts, or when two words sound alike', () => {
    expect(home.find(normalizeText('ソノ'))).toBeUndefined();
    expect(home.find(normalizeText('客厅'))).toBeUndefined();
    // "Sonoff" and "Somfy" share their consonants and their first vowel: no guess.
    expect(homeOf('somfy', 'sonoff').find(normalizeText('ソムフィ'))).toBeUndefined();
    // Two consonants (D-N) are not enough alone: the vowels between must agree too (short-sound.ts).
    expect(homeOf('denon').find(normalizeText('ダノン'))).toBeUndefined();
    expect(homeOf('denon').find(normalizeText('디논'))).toBeUndefined();
  });

  it('finds a brand of two consonants in kana when its vowels agree', () => {
    expect(homeOf('denon').find(normalizeText('デノン'))).toBe('denon');
    expect(homeOf('sesame').find(normalizeText('セサミ'))).toBe('sesame');
  });
});

describe('two Latin words with the same consonants', () => {
  const home = homeOf('lamp', 'roomba');

  it('tells them apart by the first vowel, and gives up when the vowel does not either', () => {
    expect(home.find(normalizeText('ランプ'))).toBe('lamp');
    expect(home.find(normalizeText('ルンバ'))).toBe('roomba');
    expect(home.find(normalizeText('램프'))).toBe('lamp');
    expect(homeOf('somfy', 'samba').find(normalizeText('ソムフィ'))).toBe('somfy');
    expect(homeOf('lamp', 'limbo').find(normalizeText('ロンボ'))).toBeUndefined();
  });
});

describe('Chinese words by their sound', () => {
  const home = homeOf('电饭锅', '电水壶', '客厅');

  it('finds the word a same-sounding character stands for, keeping half its characters', () => {
    expect(home.find(normalizeText('电反锅'))).toBe('电饭锅');
    expect(home.find(normalizeText('电水虎'))).toBe('电水壶');
    expect(home.find(normalizeText('课听'))).toBeUndefined();
    expect(home.find(normalizeText('微波炉'))).toBeUndefined();
  });
});

describe('a Latin name of two words said as one in kana or Hangul', () => {
  const home = new SoundAlike();
  home.addName(['floor', 'lamp']);
  home.addName(['desk', 'lamp']);

  it('finds the name by the sound of all of it', () => {
    expect(home.findName([normalizeText('フロアランプ')])).toEqual(['floor', 'lamp']);
    expect(home.findName(['플로어', '램프'])).toEqual(['floor', 'lamp']);
    expect(home.findName([normalizeText('デスクランプ')])).toEqual(['desk', 'lamp']);
    expect(home.findName([normalizeText('ランプ')])).toBeUndefined();
    const maker = new SoundAlike();
    maker.addName(['coffee', 'maker']);
    expect(maker.findName(['커피', '메이커'])).toEqual(['coffee', 'maker']);
  });

  it('hears a short two-word name said word by word, never the same sounds said as one word', () => {
    const names = new SoundAlike();
    names.addName(['go', 'lite']);
    const said = ['고', '라이트'].map(normalizeText);
    expect(loneSoundName(names, said, 0, () => false)).toEqual({ words: ['go', 'lite'], end: 2 });
    // Three consonants alone are too few for one word: "고라이트" is left alone.
    expect(names.findName([normalizeText('고라이트')])).toBeUndefined();
    // A syllable the home knows is its own word.
    expect(loneSoundName(names, said, 0, (word) => word === said[0])).toBeUndefined();
  });
});

describe('a Latin word spelled as it was heard', () => {
  const home = homeOf('ceiling', 'rec', 'lamp', 'bath', 'chromecast');

  it('meets the home word whose first sound is spelled another way', () => {
    expect(home.find('sealing')).toBe('ceiling');
    expect(home.find('chroomcast')).toBe('chromecast');
  });

  it('meets a short word only with its vowels heard too', () => {
    expect(home.find('wreck')).toBe('rec');
    expect(home.find('rock')).toBeUndefined();
    expect(home.find('rumba')).toBeUndefined();
  });
});
