// The words the tables write around a preposition ("lampe de lecture", "máquina de secar", "luz de
// leitura"): a language that says its things so writes each as a word of its own, never a compound to cut at
// a kind's ending ("lecture" is no "lec" + "ture", a door in one language). Product names ("Freebox Pop")
// are left out: they join no preposition. Knows the word tables only; tokenize-phrase.ts asks it.
import { APPLIANCE_WORDS } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';
import { STOP_WORDS } from './words/target-words.js';

const LATIN_WORD = /^\p{Script=Latin}+$/u;
let phraseWords: ReadonlySet<string> | undefined;

/** True for a Latin word of a kind or appliance phrase whose words a small word joins ("de", "à", "do"). */
export function isPhraseWord(word: string): boolean {
  phraseWords ??= new Set(
    [...KIND_WORDS.keys(), ...APPLIANCE_WORDS.keys()]
      .map((phrase) => phrase.split(' '))
      .filter((words) => words.length > 2 && words.slice(1, -1).some((inner) => STOP_WORDS.has(inner)))
      .flat()
      .filter((part) => LATIN_WORD.test(part) && !STOP_WORDS.has(part)),
  );
  return phraseWords.has(word);
}
