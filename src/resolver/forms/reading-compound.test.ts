// A reading said inside a compound word: its last part names it, also with a Scandinavian definite ending.
import { describe, expect, it } from 'vitest';
import { readingClassesOf } from './reading-compound.js';

describe('readingClassesOf', () => {
  it('reads a compound by its last part', () => {
    expect(readingClassesOf('stromverbrauch')).toEqual(['energy']);
    expect(readingClassesOf('energieverbruik')).toEqual(['energy']);
    expect(readingClassesOf('raumtemperatur')).toEqual(['temperature']);
  });

  it('reads a Scandinavian definite ending, whole or on a compound', () => {
    expect(readingClassesOf('batteriet')).toEqual(['battery']);
    expect(readingClassesOf('energiforbruget')).toEqual(['energy']);
  });

  it('finds no reading in a word whose end is no reading word, or too short to be one', () => {
    expect(readingClassesOf('wohnzimmer')).toBeUndefined();
    expect(readingClassesOf('stehlampe')).toBeUndefined();
    // "temp" is a reading word alone, but four letters are no compound's head ("kontemp").
    expect(readingClassesOf('kontemp')).toBeUndefined();
  });
});
