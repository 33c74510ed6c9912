// What an appliance makes, in the words a plug is named by: a switch called "Kaffee", "Koffie" or "Kaffe"
// runs the machine that makes it. The drink's name in each language from Wiktionary's translations of
// "coffee" (Latin script: the CJK words are no cut-off of a longer one). Vocabulary only.
import { normalizeText } from '../normalize-text.js';
import { LAUNDRY_MADE } from './laundry-words.js';

/** Appliance concept → what it makes ("|"-separated, written naturally, normalized on load). */
const MADE: Record<string, string> = {
  coffee: 'coffee|kaffee|café|caffè|koffie|kawa|kaffe|kahvi',
  ...LAUNDRY_MADE,
};

/** Normalized word → the concept of the appliance that makes it. */
export const MADE_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(MADE).flatMap(([concept, list]) =>
    list.split('|').map((word) => [normalizeText(word), concept] as const),
  ),
);
