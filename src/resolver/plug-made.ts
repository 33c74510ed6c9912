// "Tvättmaskinen" for a switch called "Shelly Tvätt", "la lavadora" for a plug "Colada": a plug named after
// what an appliance makes or does (the laundry, the coffee) runs that appliance, when its name says no other
// thing (a "Tvätt lampa" is a lamp). Read once per entity when the index is built (target-index.ts).
import { madeWordConcept } from './made-word.js';
import { APPLIANCE_WORDS } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';

/** The appliance concept key a plug's name says by what the appliance makes, else nothing. */
export function plugMadeKeys(domain: string, nameTokens: readonly string[]): string[] {
  if (domain !== 'switch') return [];
  const made = nameTokens.map(madeWordConcept).filter((key) => key !== undefined);
  if (made.length === 0) return [];
  // The plug's own word ("Enchufe colada", "Presa bucato") says the plug, no other thing.
  const thing = (token: string) =>
    madeWordConcept(token) === undefined &&
    ((KIND_WORDS.get(token)?.domain ?? 'switch') !== 'switch' || APPLIANCE_WORDS.has(token));
  return nameTokens.some(thing) ? [] : [...new Set(made)];
}
