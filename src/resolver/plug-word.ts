// "Deltaco Plug Vattenk.": a plug's word in a name says what carries the thing, not the thing itself, so the
// name still says what it runs ("Vattenk." cut from vattenkokare). Knows the kind table only.
import { KIND_WORDS } from './words/kind-words.js';

/** True for a word of the plug's kind ("plug", "Steckdose", "uttag"), in any language of the table. */
export function isPlugWord(word: string): boolean {
  return KIND_WORDS.get(word)?.classes?.includes('outlet') === true;
}
