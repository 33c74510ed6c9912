// One kind word in two languages' spellings: "termostato" and a name's "Thermostat", "thermostaat",
// "termostat". A home named in English (or by the device's maker) is asked for in the household's
// language, and the kind word said is the name's own word spelled as that language spells it.
import { DOMAIN_WORDS, KIND_WORDS } from '../words/kind-words.js';
import { APPLIANCE_WORDS } from '../words/device-words.js';

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

/**
 * "the living room lamp" for a "Lámpara salón", "la lampe" for a "Lampada": a light's word narrower than
 * "light", said in one language, whose root another language's word for it shares (four letters at least, all
 * but an ending of two, once the spellings fold). Lights only ("tenda", a curtain, is no "tendone", an awning), and not a word that
 * names its own fixture ("lampadario" is a chandelier).
 */
export function sameLampRoot(said: string, word: string): boolean {
  if (said === word || !narrowLightWord(said) || !narrowLightWord(word)) return false;
  const [one, other] = [folded(said), folded(word)];
  let common = 0;
  while (common < one.length && one[common] === other[common]) common += 1;
  // The other language's ending may differ by two letters ("lampar" / "lampad").
  return common >= 4 && common >= Math.min(one.length, other.length) - 2;
}

function narrowLightWord(word: string): boolean {
  return KIND_WORDS.get(word)?.domain === 'light' && !DOMAIN_WORDS.has(word) && !APPLIANCE_WORDS.has(word);
}
