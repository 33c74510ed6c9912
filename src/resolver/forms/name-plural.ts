// A word of a name said in the plural: "alla hyllampor" for lamps called "Hyllampa kök" and "Hyllampa
// hall", "vindueslamperne", "alle Stehlampen". Kind words have their plurals in the tables; a compound
// of the home's own does not, so the tokenizer would cut it into a stray first part and a kind word
// ("hyl" + "lampor": every light). The plural names every thing whose name holds the word.

import type { Endings } from './word-endings.js';
import { KIND_WORDS } from '../words/kind-words.js';
import { ROOM_WORDS } from '../words/place-words.js';
import { APPLIANCE_WORDS } from '../words/device-words.js';

/** Plural endings and what the singular ends in instead: Swedish lampa/lampor, Danish lampe/lamper … */
const PLURALS: readonly (readonly [ending: string, singular: string])[] = [
  ['or', 'a'],
  ['ar', ''],
  ['ar', 'e'],
  ['er', ''],
  ['er', 'e'],
  ['r', ''],
  ['en', ''],
  ['n', ''],
  ['s', ''],
];

/** Definite endings after a plural: Swedish "-na" (lamporna), Danish "-ne" (lamperne), Norwegian "-ne". */
const AFTER_PLURAL = ['na', 'ne'];

/** A name word needs this many letters to be read through a plural (not "lys" → "lyser"). */
const SHORTEST = 6;

/**
 * The word of the home that `word` is the plural of, when the word itself is none of the home's: the
 * singular with a plural ending, or with a plural's definite ending after it ("hyllamporna"). A room's or an
 * appliance's compound ("Küchenlicht") counts only when two or more things hold it (`holders`): "alle
 * bureaulampen" beside "Bureaulamp Sem" and "Bureaulamp werkkamer" are those two, wherever they stand.
 */
export function pluralOfName(
  word: string,
  isNameWord: (word: string) => boolean,
  endings: Endings,
  holders: (word: string) => number = () => 0,
): string | undefined {
  const placed = (base: string) => placedKind(base) && holders(base) < 2;
  if (word.length < SHORTEST + 1 || isNameWord(word)) return undefined;
  // Not in a language whose nouns take no such endings ("Gardine" is no plural of "Gardi").
  const after = endings === 'plural' ? [] : AFTER_PLURAL.filter((end) => word.endsWith(end));
  const stems = [word, ...after.map((end) => word.slice(0, -end.length))];
  for (const stem of stems) {
    if (stem !== word && stem.length >= SHORTEST && isNameWord(stem)) return placed(stem) ? undefined : stem;
    for (const [ending, singular] of PLURALS) {
      // In a Scandinavian home "-n", "-en" say "the" of one ("hyllampan"), not a plural.
      if (!stem.endsWith(ending) || (endings === 'definite' && ending.endsWith('n'))) continue;
      const base = stem.slice(0, -ending.length) + singular;
      if (base.length >= SHORTEST && isNameWord(base)) return placed(base) ? undefined : base;
    }
  }
  return undefined;
}

/**
 * "Dots" for the home's "Dot", "pods" for "Pod", Polish "Doty": a name word of three to six letters said
 * with the plural "-s" or "-es" (English, French, Spanish, Portuguese, Dutch) or the Polish "-y" of a
 * loanword ending in a consonant; too short for `pluralOfName`, whose other endings would make verbs of
 * short words ("lys" → "lyser"). Latin letters only.
 */
export function shortPluralBase(word: string, isNameWord: (word: string) => boolean): string | undefined {
  if (!/^\p{Script=Latin}{4,8}$/u.test(word) || isNameWord(word)) return undefined;
  const bases = SHORT_PLURALS.filter((ending) => word.endsWith(ending)).map((ending) =>
    word.slice(0, -ending.length),
  );
  return bases.find(
    (base) => base.length >= 3 && isNameWord(base) && (word.endsWith('s') || !/[aeiouy]$/u.test(base)),
  );
}

const SHORT_PLURALS = ['es', 's', 'y'];

/**
 * "Küchenlicht", "Kökslampa", "Nachttischlampe": a room's or an appliance's word then a kind word. Its
 * plural ("Küchenlichter", "Nachttischlampen") is that kind in the room or at the appliance, as the
 * parser reads the two parts (every light of the kitchen), not only the thing named so, unless several are.
 */
export function placedKind(word: string): boolean {
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const first = word.slice(0, cut);
    const linked = first.endsWith('s') ? first.slice(0, -1) : first;
    const known = (part: string) => ROOM_WORDS.has(part) || APPLIANCE_WORDS.has(part);
    if (KIND_WORDS.has(word.slice(cut)) && (known(first) || known(linked))) return true;
  }
  return false;
}
