// "la couverture chauffante", "o cobertor elétrico": a word that spells a phrase of the concept tables with
// the words beside it stays whole, not cut where its end looks like a kind ("couver|ture", the German door;
// "cober|tor", the gate). The phrase says what the word is; so does a kind's phrase ("gas detector", "carbon
// monoxide detector", not "detec|tor"). Vocabulary lookups only, no home.
import { APPLIANCE_WORDS } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';

/** Kind phrases run to three words ("carbon monoxide detector"). */
const LONGEST_PHRASE = 3;

/** True when the word at `at` and its neighbours together are a concept or kind phrase of the tables. */
export function inTablePhrase(words: readonly string[], at: number): boolean {
  for (let length = 2; length <= LONGEST_PHRASE; length++) {
    for (let start = Math.max(0, at - length + 1); start <= at && start + length <= words.length; start++) {
      const phrase = words.slice(start, start + length).join(' ');
      if (APPLIANCE_WORDS.has(phrase) || KIND_WORDS.has(phrase)) return true;
    }
  }
  return false;
}
