// "las placas solares" in a home with a "Samsung 7 Series" TV: "solares" is a word of the language (the
// tables' "placas solares"), not a mishearing of the home's "series" (the Latin sound-alike merges l and r,
// as kana do). A word the concept and kind tables spell is said as meant; only the home's own words, the
// brands and the words no table knows are heard as sounding like another. Vocabulary look-up only.
import { APPLIANCE_WORDS } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';

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
