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

  it('finds a Chinese, Japanese or Korean name by the thing it says last', () => {
    expect(lookup('猫咪喂食器', '喂食器盖').compoundEnd('喂食器')).toEqual(['猫咪喂食器']);
    expect(lookup('전기온수기').compoundEnd('온수기')).toEqual(['전기온수기']);
    expect(lookup('電動昇降デスク').compoundEnd('昇降デスク')).toEqual(['電動昇降デスク']);
    // One character is too little to be a thing; a kana end of two is a cut inside a word.
    expect(lookup('猫咪喂食器').compoundEnd('器')).toEqual([]);
    expect(lookup('デスクライト').compoundEnd('イト')).toEqual([]);
  });
});
