// Words that mean the same: swapped only towards the word the home itself uses.
import { describe, expect, it } from 'vitest';
import { tokenizePhrase, type KnownWords } from './tokenize-phrase.js';

const home = (...words: string[]): KnownWords => new Set(words);

describe('tokenizePhrase, words that mean the same', () => {
  it('says "rear" for "back" in a home whose lock is the "Rear Door Lock"', () => {
    expect(tokenizePhrase('the back door lock', home('rear', 'door', 'lock'))).toEqual([
      'the',
      'rear',
      'door',
      'lock',
    ]);
    expect(tokenizePhrase('Couch lamp', home('sofa', 'lamp'))).toEqual(['sofa', 'lamp']);
  });

  it('keeps the word said when the home uses it too, or uses neither', () => {
    expect(tokenizePhrase('the back door', home('back', 'rear', 'door'))).toEqual(['the', 'back', 'door']);
    expect(tokenizePhrase('the back door', home('door'))).toEqual(['the', 'back', 'door']);
  });
});

describe('tokenizePhrase, Scandinavian definite and compound forms', () => {
  it('reads a name of the home said with a definite ending', () => {
    expect(tokenizePhrase('pejsen i stuen', home('pejs', 'stue'))).toEqual(['pejs', 'i', 'stuen']);
    expect(tokenizePhrase('kameran i carporten', home('carport'))).toEqual(['kamera', 'i', 'carport']);
  });

  it('splits a compound with a linking s and a definite kind word', () => {
    expect(tokenizePhrase('soveværelseslyset', home())).toEqual(['sovevaerelse', 'lyset']);
    // Folded, the Danish door is "dor": "terrassedoren" splits, the Portuguese "regador" does not.
    expect(tokenizePhrase('terrassedøren', home('terrasse'))).toEqual(['terrasse', 'doren']);
    expect(tokenizePhrase('o regador', home('rega'))).toEqual(['o', 'regador']);
  });

  it('splits a room and a kind word whose definite ending drops its "e" ("fönster" → "fönstret")', () => {
    expect(tokenizePhrase('kontorsfönstret', home('kontor'), 'definite')).toEqual(['kontor', 'fonster']);
    // Not in a German or Dutch home: there the ending is no definite one.
    expect(tokenizePhrase('kontorsfönstret', home('kontor'), 'plural')).toEqual(['kontorsfonstret']);
  });

  it('keeps plurals: German "-n" after "-e" and Scandinavian plural definite forms', () => {
    expect(tokenizePhrase('die Nachttischlampen', home('nachttischlampe'))).toEqual([
      'die',
      'nachttisch',
      'lampen',
    ]);
    expect(tokenizePhrase('fläktarna', home('flakt'))).toEqual(['flaktarna']);
  });
});

describe('tokenizePhrase, German plurals after an article', () => {
  it('keeps "-en" after die/der/das, and reads it as definite without one', () => {
    expect(tokenizePhrase('die Motoren', home('motor'))).toEqual(['die', 'motoren']);
    expect(tokenizePhrase('motoren', home('motor'))).toEqual(['motor']);
  });

  it('reads "-n" after "-e" as "the" in a Scandinavian home only, and never in a German one', () => {
    expect(tokenizePhrase('loftlampen', home('loftlampe'), 'definite')).toEqual(['loftlampe']);
    expect(tokenizePhrase('loftlampen', home('loftlampe'))).toEqual(['loft', 'lampen']);
    expect(tokenizePhrase('motoren', home('motor'), 'plural')).toEqual(['motoren']);
  });
});

describe('tokenizePhrase, numbers said as words', () => {
  it('reads a number word after a name word as the digit the home writes', () => {
    expect(tokenizePhrase('bedroom two lamp', home('bedroom', '2', 'lamp'))).toEqual([
      'bedroom',
      '2',
      'lamp',
    ]);
    expect(tokenizePhrase('foco sala uno', home('foco', 'sala', '1'))).toEqual(['foco', 'sala', '1']);
  });

  it('hears "to" and "for" as numbers only after a name word', () => {
    expect(tokenizePhrase('bedroom to lamp', home('bedroom', '2', 'lamp'))).toEqual(['bedroom', '2', 'lamp']);
    expect(tokenizePhrase('to lamp', home('bedroom', '2', 'lamp'))).toEqual(['to', 'lamp']);
  });

  it('keeps a count a count, and a number the home does not write a word', () => {
    expect(tokenizePhrase('the two lamps', home('lamp', '2'))).toEqual(['the', 'two', 'lamps']);
    expect(tokenizePhrase('bedroom two', home('bedroom'))).toEqual(['bedroom', 'two']);
  });

  it('writes the digit as the word when the home spells it', () => {
    expect(tokenizePhrase('bedroom 2', home('bedroom', 'two'))).toEqual(['bedroom', 'two']);
  });

  it('moves an ordinal after the word it numbers, never before a floor word', () => {
    expect(tokenizePhrase('the second bedroom', home('bedroom', '2'))).toEqual(['the', 'bedroom', '2']);
    expect(tokenizePhrase('the first floor', home('floor', '1'))).toEqual(['the', 'first', 'floor']);
  });
});

describe('tokenizePhrase, endings after a colon', () => {
  it('reads "tv:n" as "tv"', () => {
    expect(tokenizePhrase('tv:n i vardagsrummet', home())).toEqual(['tv', 'i', 'vardagsrummet']);
  });
});

describe('tokenizePhrase, three-part compounds', () => {
  it('cuts a place, an appliance and a kind ("Küchendeckenlampe")', () => {
    expect(tokenizePhrase('Küchendeckenlampe', home('kuche'))).toEqual(['kuchen', 'decken', 'lampe']);
    expect(tokenizePhrase('Deckenlampe', home())).toEqual(['deckenlampe']);
  });
});

describe('tokenizePhrase, letters said one by one', () => {
  it('runs spelled letters and a code number together when the home writes that word', () => {
    expect(tokenizePhrase('die p s fünf', home('ps5', 'wohnzimmer'))).toEqual(['die', 'ps5']);
    expect(tokenizePhrase('den t v', home('tv'))).toEqual(['den', 'tv']);
    expect(tokenizePhrase('the i pad', home('ipad'))).toEqual(['the', 'ipad']);
  });

  it('leaves single letters apart when the home has no such word', () => {
    expect(tokenizePhrase('la luz y el ventilador', home('luz', 'ventilador'))).toEqual([
      'la',
      'luz',
      'y',
      'el',
      'ventilador',
    ]);
    expect(tokenizePhrase('lamp a five', home('lamp'))).toEqual(['lamp', 'a', 'five']);
  });
});

describe('tokenizePhrase, Korean words of how many run together', () => {
  it('reads "둘다" and "전부다" as the two words, and leaves a name alone', () => {
    expect(tokenizePhrase('스탠드 둘다', home('스탠드'))).toEqual(['스탠드', '둘', '다']);
    expect(tokenizePhrase('조명 전부다', home('조명'))).toEqual(['조명', '전부', '다']);
    expect(tokenizePhrase('다온이 방', home('다온이', '방'))).toEqual(['다온이', '방']);
  });
});
