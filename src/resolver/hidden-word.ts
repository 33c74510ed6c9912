// "a luz da estante" with a hidden "LED estante": a word a hidden thing's name holds whole is that name's word,
// not another word said with an ending ("estante" is no "estar", the living room, with "-nte"), so the request
// can still be answered as that thing, not exposed. Reads the index's hidden entities once per index.
import type { TargetIndex } from './target-index.js';

const WORDS = new WeakMap<TargetIndex, ReadonlySet<string>>();

/** True when a hidden entity's own name holds `word`. */
export function hiddenNameWord(index: TargetIndex, word: string): boolean {
  let words = WORDS.get(index);
  if (words === undefined) {
    words = new Set(index.hidden.flatMap((entity) => [...entity.nameWords]));
    WORDS.set(index, words);
  }
  return words.has(word);
}
