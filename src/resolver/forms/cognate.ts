// One kind word in two languages' spellings: "termostato" and a name's "Thermostat", "thermostaat",
// "termostat". A home named in English (or by the device's maker) is asked for in the household's
// language, and the kind word said is the name's own word spelled as that language spells it.
import { KIND_WORDS } from '../words/kind-words.js';

/** Spelling the languages differ in: "th", "ph", "y" and "k" against "t", "f", "i", "c"; doubled letters. */
function folded(word: string): string {
  return word
    .replace(/th/g, 't')
    .replace(/ph/g, 'f')
    .replace(/y/g, 'i')
    .replace(/k/g, 'c')
    .replace(/(.)\1/g, '$1')
    .replace(/[aeio]$/u, '');
}

/**
 * True when both are kind words of one domain, five letters at least, spelled alike once the languages'
 * spellings fold: "termostato" is the "Thermostat" of a name, "thermostaat" too.
 */
export function sameKindSpelled(said: string, word: string): boolean {
  if (said.length < 5 || word.length < 5 || said === word) return false;
  const domain = KIND_WORDS.get(said)?.domain;
  if (domain === undefined || KIND_WORDS.get(word)?.domain !== domain) return false;
  return folded(said) === folded(word);
}
