import { describe, expect, it } from 'vitest';
import { normalizeText } from '../normalize-text.js';
import { STOP_WORDS } from '../words/target-words.js';
import { isRegionalVerb, levelOrderFirst, modalFirst } from './regional-verb.js';

const verb = (word: string) => isRegionalVerb(normalizeText(word));

describe('isRegionalVerb', () => {
  it('reads German separable verbs of handling by their shape', () => {
    for (const word of ['aufdrehen', 'abdrehen', 'runterlassen', 'hochziehen', 'aufgedreht', 'zugezogen'])
      expect(verb(word)).toBe(true);
    for (const word of ['Aufzug', 'Abzugshaube', 'Ausgang', 'Drehtür', 'Zugang'])
      expect(verb(word)).toBe(false);
  });

  it('reads regional orders and Chinese verbs with their direction', () => {
    for (const word of [
      'prender',
      'part',
      'débranche',
      'partire',
      'odpal',
      'koppla',
      'æ',
      '關起來',
      '拉下來',
    ])
      expect(verb(word)).toBe(true);
    for (const word of ['lampe', '起居室', '客厅']) expect(verb(word)).toBe(false);
  });
});

describe('levelOrderFirst', () => {
  it('reads "baja" first, before an article, as the order', () => {
    expect(levelOrderFirst(['baja', 'la', 'persiana'], STOP_WORDS)).toBe(true);
    expect(levelOrderFirst(['luces', 'planta', 'baja'], STOP_WORDS)).toBe(false);
    expect(levelOrderFirst(['baja', 'luces'], STOP_WORDS)).toBe(false);
    expect(levelOrderFirst(['bajar', 'la', 'persiana'], STOP_WORDS)).toBe(true);
  });
});

describe('modalFirst', () => {
  it('counts "can you" said in one word before the order', () => {
    expect(modalFirst(['podrias', 'bajar', 'la', 'persiana'])).toBe(1);
    expect(modalFirst(['bajar', 'la', 'persiana'])).toBe(0);
  });
});
