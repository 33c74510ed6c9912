// Kind words whose plural only diacritics tell apart: normalizing folds "Rollläden" into "Rollladen".
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
