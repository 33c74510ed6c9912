// "de Toon" for a thermostat whose registry model is "Toon", "Doormanen" for a lock of model "Doorman V2N":
// a model written as a product line's name alone, or followed only by its codes, is what owners call the
// thing, in the homes whose devices carry it. Read once per device when the index is built (maker-words.ts).
import { normalizeText } from './normalize-text.js';
import { GENERIC_HEADS } from './words/generic-heads.js';
import { KIND_WORDS } from './words/kind-words.js';
import { COMMAND_WORDS, STOP_WORDS } from './words/target-words.js';
import { VERB_WORDS } from './words/verb-words.js';

/** A product line as makers write it: a capital and four letters at least ("Toon", "Doorman", "Conga"). */
const LINE = /^\p{Lu}\p{Ll}{3,}$/u;
/** A model code: letters and digits with a digit in it ("V2N", "8290", "j7+", "4.0"). */
const CODE = /^[\p{L}\d.+-]*\d[\p{L}\d.+-]*$/u;

/**
 * The normalized line word of a model written "<Line>" or "<Line> <code>…" ("Doorman V2N" → doorman), unless
 * the word says a kind or is a word of the orders ("Thermostat", "Smart Lock 4.0" say nothing of a line).
 */
export function modelLine(model: string | null): string | undefined {
  const [first, ...rest] = (model ?? '').trim().split(/\s+/);
  if (first === undefined || !LINE.test(first) || !rest.every((word) => CODE.test(word))) return undefined;
  const word = normalizeText(first);
  const taken = [KIND_WORDS, STOP_WORDS, COMMAND_WORDS, VERB_WORDS, GENERIC_HEADS];
  return taken.some((words) => words.has(word)) ? undefined : word;
}
