// "lampę podłogową", "stojąca lampa": a concept's Polish phrase of two words said in the accusative or with its
// adjective first (forms/polish-pair.ts) is the phrase of the tables. Reads the word tables only.
import { polishPairNominatives } from './forms/polish-pair.js';
import { APPLIANCE_WORDS } from './words/device-words.js';

const LATIN = /^\p{Script=Latin}+$/u;

/** The concept key of two Latin words read as a table's Polish noun phrase; undefined when none. */
export function declinedConcept(words: readonly string[]): string | undefined {
  if (words.length !== 2 || !words.every((word) => LATIN.test(word))) return undefined;
  for (const phrase of polishPairNominatives(words[0]!, words[1]!)) {
    const key = APPLIANCE_WORDS.get(phrase);
    if (key !== undefined) return key;
  }
  return undefined;
}
