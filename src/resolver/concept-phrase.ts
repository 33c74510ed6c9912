// "den runde lampe", "den runda lampan": a word that with the words after it says a concept of the tables
// ("runde lampe" is the round lamp) is part of that phrase, no adjective to read apart. Tables only.
import { APPLIANCE_WORDS, LONGEST_APPLIANCE } from './words/device-words.js';

/** True when the token at `at` begins a concept phrase of two words or more with the tokens after it. */
export function beginsConceptPhrase(tokens: readonly string[], at: number): boolean {
  for (let end = Math.min(tokens.length, at + LONGEST_APPLIANCE); end > at + 1; end -= 1)
    if (APPLIANCE_WORDS.has(tokens.slice(at, end).join(' '))) return true;
  return false;
}
