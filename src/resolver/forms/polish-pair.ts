// A Polish phrase of a feminine noun and its adjective, said otherwise than the tables write it: in the
// accusative an order takes ("zapal lampę podłogową": the noun's -a becomes -ę, the adjective's -a becomes -ą),
// or with the adjective first ("stojąca lampa": Polish puts a describing adjective before the noun, and people
// say the kind either way). The tables hold the nominative, noun first ("lampa stojąca"). Endings from Polish
// declension (Wiktionary, "Appendix: Polish declension"), on normalized words (no diacritics: -ę is -e, -ą is
// -a, so the adjective's accusative already reads as its nominative). Pure; knows no table.

/** The nominative a feminine noun said in the accusative comes from ("lampe" → "lampa"). */
function fromAccusative(word: string): string {
  return word.length > 3 && word.endsWith('e') ? `${word.slice(0, -1)}a` : word;
}

/** Nominative noun-first phrases two Latin words may come from ("lampe podlogowa", "stojaca lampa"). */
export function polishPairNominatives(first: string, second: string): string[] {
  const phrases = [
    [fromAccusative(first), second],
    [fromAccusative(second), first],
  ].filter((pair) => pair.every((word) => word.endsWith('a')));
  return phrases.map((pair) => pair.join(' ')).filter((phrase) => phrase !== `${first} ${second}`);
}
