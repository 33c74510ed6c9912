// The stem lookup's ways of meeting a word said with another ending.
import { describe, expect, it } from 'vitest';
import { StemLookup } from './stem-lookup.js';

describe('StemLookup', () => {
  it('meets a Polish locative whose consonant softens before the ending', () => {
    const lookup = new StemLookup<string>();
    lookup.add(['lodówka'], 'fridge');
    lookup.add(['obora'], 'barn');
    lookup.add(['podłoga'], 'floor');
    expect(lookup.find(['lodówce'])).toEqual(['fridge']);
    expect(lookup.find(['oborze'])).toEqual(['barn']);
    expect(lookup.find(['podłodze'])).toEqual(['floor']);
    // The plain endings still meet as before ("lodówki", "lodówkę").
    expect(lookup.find(['lodówki'])).toEqual(['fridge']);
  });

  it('adds the entries given to fill on its first find, once', () => {
    let fills = 0;
    const lookup = new StemLookup<string>((stems) => {
      fills += 1;
      stems.add(['piwnica'], 'basement');
    });
    expect(fills).toBe(0);
    expect(lookup.find(['piwnicy'])).toEqual(['basement']);
    expect(lookup.find(['piwnicę'])).toEqual(['basement']);
    expect(fills).toBe(1);
  });

  it('keeps short words as written', () => {
    const lookup = new StemLookup<string>();
    lookup.add(['bad'], 'bath');
    expect(lookup.find(['bade'])).toEqual([]);
  });
});
