// "las placas solares" in a home with a "Samsung 7 Series" TV: "solares" is a word of the language (the
// tables' "placas solares"), not a mishearing of the home's "series" (the Latin sound-alike merges l and r,
// as kana do). A word the concept and kind tables spell is said as meant; only the home's own words, the
// brands and the words no table knows are heard as sounding like another. Vocabulary look-up only.
import { APPLIANCE_WORDS, isConceptKey } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';
import { STOP_WORDS } from './words/target-words.js';

let words: ReadonlySet<string> | undefined;

/** Every word of a multi-word concept or kind phrase in Latin letters ("solares" of "placas solares"). */
function tableWords(): ReadonlySet<string> {
  if (words !== undefined) return words;
  const all = new Set<string>();
  for (const phrase of [...APPLIANCE_WORDS.keys(), ...KIND_WORDS.keys()]) {
    const parts = phrase.split(' ');
    if (parts.length < 2) continue;
    for (const part of parts) if (/^\p{Script=Latin}{4,}$/u.test(part)) all.add(part);
  }
  words = all;
  return all;
}

/** True when `word` is a word of a concept or kind phrase of the tables, in Latin letters. */
export function isTableWord(word: string): boolean {
  return tableWords().has(word);
}

/**
 * True when the words said are, whole, one concept or kind phrase of the tables that holds a joiner ("lava e
 * seca", a washer-dryer): one thing, not a list of the washing and the drying.
 */
export function isTablePhrase(tokens: readonly string[]): boolean {
  // Without the article before it ("a lava e seca").
  const first = tokens.findIndex((token) => !STOP_WORDS.has(token));
  const said = first < 0 ? [] : tokens.slice(first);
  const phrase = said.join(' ');
  return said.length > 2 && (APPLIANCE_WORDS.has(phrase) || KIND_WORDS.has(phrase));
}

/** What this reads of a thing reached (target-index.ts's entities; named so, the index is not imported). */
interface Reached {
  nameWords: ReadonlySet<string>;
  words: ReadonlySet<string>;
}

/**
 * True when the phrase is, whole, a concept phrase of the tables and each thing a typo reached holds another
 * concept by its own name: "ball lamp" (a round lamp) is said as meant, no misspelling of a "Wall Lamp". A name
 * that is itself mistyped and so holds no concept ("Kaffeemaschiene") is still reached.
 */
export function otherConceptMisspelt(form: string, reached: readonly Reached[]): boolean {
  const key = APPLIANCE_WORDS.get(form);
  if (key === undefined) return false;
  const other = (entity: Reached) => [...entity.nameWords].some((word) => isConceptKey(word) && word !== key);
  return reached.every((entity) => !entity.words.has(key) && other(entity));
}
