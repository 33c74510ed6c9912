// Diminutives said for a home's word ("la macchinetta del caffè" for "Macchina caffè", "la lamparita"
// for a lámpara, "o candeeirinho", "das Lämpchen", "het lampje", "czajniczek" for a "Czajnik"): people shrink the word of a thing
// they are fond of, a home writes it whole. Pure function over normalized words.

/**
 * Diminutive endings in Italian, Spanish, Portuguese, German, Dutch and Polish, each with the endings its base
 * word may take ("macchin|etta" → "macchina", "kaffeemuhl|chen" → "kaffeemuhle", "lamp|je" → "lamp").
 * Every ending the word has is tried, so "cafe|zinho" and "cafez|inho" both are.
 */
const ENDINGS: readonly (readonly [string, readonly string[]])[] = [
  ...'etta|etto|ette|etti|ella|ello|olina|olino|ina|ino|ine|ini'
    .split('|')
    .map((ending) => [ending, ['a', 'o', 'e', '']] as const),
  ...'cito|cita|ecito|ecita|illo|illa|ito|ita|itos|itas|zinho|zinha|inho|inha|inhos|inhas'
    .split('|')
    .map((ending) => [ending, ['o', 'a', 'e', '']] as const),
  ...'chen|lein'.split('|').map((ending) => [ending, ['e', '']] as const),
  ...'etje|pje|tje|je|tjes|jes'.split('|').map((ending) => [ending, ['', 'e']] as const),
  // Polish: "czajnik|czek" → czajnik ("czajniczek"), "lamp|ka" → lampa, "ekspres|ik", "odkurzacz|yk".
  ['czek', ['k']],
  ['eczka', ['ka']],
  ...'ek|ik|yk'.split('|').map((ending) => [ending, ['']] as const),
  ['ka', ['a']],
];

/** A stem that ends in a doubled consonant ("robott", "ball"). */
const DOUBLED = /([b-df-hj-np-tv-z])\1$/u;

/**
 * The base word a diminutive shrinks, when `isBase` knows it (a word of the home or of the tables);
 * undefined for any other word. Only words of six letters or more, and a base of three: shorter ones
 * are rarely diminutives.
 */
export function diminutiveBase(word: string, isBase: (word: string) => boolean): string | undefined {
  if (word.length < 6) return undefined;
  for (const [ending, baseEndings] of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, -ending.length);
    // "robott|ino" → "robot", "ball|etje" → "bal": a base ending in a consonant doubles it first.
    const stems = DOUBLED.test(stem) ? [stem, stem.slice(0, -1)] : [stem];
    const base = stems
      .flatMap((shrunk) => baseEndings.map((end) => shrunk + end))
      .find((candidate) => candidate !== word && isBase(candidate));
    if (base !== undefined) return base;
  }
  return undefined;
}
