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
    expect(tokenizePhrase('soveværelseslyset', home())).toEqual(['soveværelse', 'lyset']);
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
