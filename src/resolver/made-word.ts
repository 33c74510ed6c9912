// What an appliance makes, as a name says it: a plug named "Kaffee", "Koffie" or "Kaffe" runs the machine
// that makes it, so the word is read as cut from that appliance's one-word names ("Kaffeemaschine",
// "kaffebryggare") though the tables know it inside phrases ("kaffee kochen"). Knows the word tables only.
import { conceptKey } from './words/device-words.js';
import { MADE_WORDS } from './words/made-words.js';

/** The appliance concept key ("~coffee") of the thing that makes what a word names, if any. */
export function madeWordConcept(word: string): string | undefined {
  const concept = MADE_WORDS.get(word);
  return concept === undefined ? undefined : conceptKey(concept);
}
