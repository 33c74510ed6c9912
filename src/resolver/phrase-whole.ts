// "la couverture chauffante", "o cobertor elétrico": a word that spells a phrase of the concept tables with
// the word beside it stays whole, not cut where its end looks like a kind ("couver|ture", the German door;
// "cober|tor", the gate). The phrase says what the word is. Vocabulary lookups only, no home.
import { APPLIANCE_WORDS } from './words/device-words.js';

/** True when the word at `at` and a neighbour together are a concept phrase of the tables. */
export function inTablePhrase(words: readonly string[], at: number): boolean {
  const word = words[at]!;
  const before = words[at - 1];
  const after = words[at + 1];
  return (
    (after !== undefined && APPLIANCE_WORDS.has(`${word} ${after}`)) ||
    (before !== undefined && APPLIANCE_WORDS.has(`${before} ${word}`))
  );
}
