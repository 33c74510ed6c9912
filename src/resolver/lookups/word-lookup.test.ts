// The word lookup's ways of finding a word: here, a compound found by its end.
import { describe, expect, it } from 'vitest';
import { WordLookup } from './word-lookup.js';

function lookup(...words: string[]): WordLookup<string> {
  const found = new WordLookup<string>();
  for (const word of words) found.add(word, word);
  return found.seal();
}

describe('WordLookup.compoundEnd', () => {
  it('finds a compound that ends in the word said ("Brunnen" → Trinkbrunnen)', () => {
    expect(lookup('trinkbrunnen', 'brunnenlicht', 'waage').compoundEnd('brunnen')).toEqual(['trinkbrunnen']);
  });

  it('needs five letters and a real first part', () => {
    expect(lookup('nachtlicht').compoundEnd('licht')).toEqual(['nachtlicht']);
    expect(lookup('ablicht').compoundEnd('licht')).toEqual([]);
    expect(lookup('halampe').compoundEnd('ampe')).toEqual([]);
  });
});
