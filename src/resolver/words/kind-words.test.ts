// Kind words whose plural only diacritics tell apart: normalizing folds "Rollläden" into "Rollladen".
import { STORE_CLASSES } from './store-names.js';
import { koreanStem } from './verb-words.js';
import { describe, expect, it } from 'vitest';
import { DIACRITIC_PLURALS, KIND_WORDS, saysDiacriticPlural } from './kind-words.js';
import { normalizeText } from '../normalize-text.js';

describe('plurals told apart by diacritics only', () => {
  it('recognises "Rollläden" (and the old "Rolläden") in the raw words, not the singular', () => {
    expect(saysDiacriticPlural('Mach die Rollläden zu')).toBe(true);
    expect(saysDiacriticPlural('die ROLLLÄDEN im Wohnzimmer')).toBe(true);
    expect(saysDiacriticPlural('die Rolläden')).toBe(true);
    expect(saysDiacriticPlural('den Rollladen')).toBe(false);
    expect(saysDiacriticPlural('Rollladen Wohnzimmer')).toBe(false);
  });

  it('leaves words that are the same in both numbers as they were: singular', () => {
    expect(saysDiacriticPlural('die Lüfter')).toBe(false);
    expect(saysDiacriticPlural('der Fernseher')).toBe(false);
    expect(KIND_WORDS.get(normalizeText('Lüfter'))?.plural).toBe(false);
    // Every entry folds into a singular kind word of the same domain.
    for (const plural of DIACRITIC_PLURALS) expect(KIND_WORDS.get(normalizeText(plural))?.plural).toBe(false);
  });
});

describe("kind words generated from Home Assistant's intents", () => {
  it('adds the words only the intents list, each with its kind and number', () => {
    expect(KIND_WORDS.get('luifel')).toMatchObject({ domain: 'cover', classes: ['awning'], plural: false });
    expect(KIND_WORDS.get('abanicos')).toMatchObject({ domain: 'fan', plural: true });
    expect(KIND_WORDS.get(normalizeText("brasseur d'air"))).toMatchObject({ domain: 'fan' });
    expect(KIND_WORDS.get(normalizeText('차양막'))).toMatchObject({ domain: 'cover', classes: ['awning'] });
    expect(KIND_WORDS.get('lampy')).toMatchObject({ domain: 'light', plural: true });
  });

  it('keeps the hand-written kind where both name a word, and never takes a room word', () => {
    // The intents list "Tor" for locks too; here it stays a cover: the gate first, else the garage door.
    expect(KIND_WORDS.get('tor')).toMatchObject({
      domain: 'cover',
      classes: ['gate', 'garage'],
      prefers: ['gate'],
    });
    expect(KIND_WORDS.get('garage')).toBeUndefined();
    expect(KIND_WORDS.get(normalizeText('현관'))).toBeUndefined();
  });
});

describe('to-do list words of the third round', () => {
  it('names a kind of shop, and "todos" is no chores word (it is "all" in Spanish and Portuguese)', () => {
    expect(KIND_WORDS.get('hardware')?.classes).toEqual(['hardware']);
    expect(KIND_WORDS.get(normalizeText('do zrobienia'))?.classes).toEqual(['tasks']);
    expect(KIND_WORDS.get('todos')).toBeUndefined();
    expect(STORE_CLASSES.get('bunnings')).toBe('hardware');
    expect(STORE_CLASSES.get(normalizeText('Biedronka'))).toBe('shopping');
  });

  it('reads a Korean door predicate by its stem, whatever the ending', () => {
    expect(koreanStem('열려있니')).toBe('opening');
    expect(koreanStem('잠갔어요')).toBe('lock');
    expect(koreanStem('켜줘')).toBeUndefined();
  });
});
