// A Polish phrase of two words in the genitive, back in the nominative: what a thing serves is named in the
// genitive after it ("Pompa oczka wodnego" is the pump of the "oczko wodne", "Filtr stawu ogrodowego" the
// garden pond's filter), and the tables hold the nominative. Endings from Polish declension: nouns -a/-u
// (masculine and neuter) and -y/-i (feminine), adjectives -ego (masculine and neuter) and -ej (feminine).
// Pure; knows no table.

/** Nominatives a genitive word may come from, the word itself first. */
function nominatives(word: string): string[] {
  if (word.length < 3) return [word];
  const base = (size: number) => word.slice(0, -size);
  if (word.endsWith('ego')) return [word, `${base(3)}e`, `${base(3)}y`, `${base(3)}i`];
  if (word.endsWith('ej')) return [word, `${base(2)}a`];
  if (word.endsWith('a')) return [word, `${base(1)}o`, `${base(1)}e`, base(1)];
  if (word.endsWith('u')) return [word, base(1)];
  if (word.endsWith('y')) return [word, `${base(1)}a`];
  if (word.endsWith('i')) return [word, `${base(1)}a`, `${base(1)}ia`];
  return [word];
}

/** The nominative phrases two genitive words may come from ("oczka wodnego" → … "oczko wodne" …). */
export function genitivePairNominatives(first: string, second: string): string[] {
  return nominatives(first)
    .flatMap((one) => nominatives(second).map((other) => `${one} ${other}`))
    .slice(1);
}
