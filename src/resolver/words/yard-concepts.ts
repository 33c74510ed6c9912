// Round 29f's everyday words for things a concept already holds under other words: the coffee machine as the
// Dutch and Swedish households call it. Vocabulary only (device-words.ts joins it to its own).

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
