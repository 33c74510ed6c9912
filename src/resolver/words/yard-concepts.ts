// Round 29f's everyday words for things the tables already hold under other words: the coffee machine as the
// Dutch and Swedish households call it, a path said as a walkway, a lawn mower in older Danish. Vocabulary
// only (device-words.ts, target-words.ts and kind-words.ts join it to their own).
import type { KindEntry } from './kind-table.js';

export const YARD_CONCEPTS: Readonly<Record<string, string>> = {
  // Dutch "koffieapparaat" (Wiktionary: coffee maker; the shops' category "koffieapparaten"), Swedish
  // "kaffekokare" (Wiktionary: coffee maker, percolator; the everyday word beside "kaffebryggare").
  coffee: 'koffieapparaat|koffieapparaten|kaffekokare',
};

/**
 * Words for one place outside said another way, each the others' synonym (Wiktionary's synonyms of "path":
 * pathway, walkway): "the path lights" in a home that wrote "Walkway Lights".
 */
export const YARD_SAME_MEANING: readonly string[] = ['path|paths|pathway|pathways|walkway|walkways'];

/**
 * Kinds said by words the kind table lacks: the Danish "græsslåmaskine" (Den Danske Ordbog and Wiktionary:
 * a lawn mower, the older word beside "plæneklipper"), in its definite and plural forms.
 */
export const YARD_KINDS: readonly KindEntry[] = [
  {
    domain: 'lawn_mower',
    one: 'græsslåmaskine|græsslåmaskinen',
    many: 'græsslåmaskiner|græsslåmaskinerne',
  },
];
