// Which word endings the home's language gives: "lampen" is "the lamp" in Danish, Norwegian and Swedish
// (a definite ending) and "lamps" in German and Dutch (a plural). The language is a hint: unknown, both
// readings stay possible as before (the German plural wins where they clash).
import type { WordLookup } from '../lookups/word-lookup.js';
import { APPLIANCE_WORDS } from '../words/device-words.js';
import { KIND_WORDS, type KindWord } from '../words/kind-words.js';
import { NORDIC_KINDS } from '../words/nordic-kinds.js';

/** How nouns end in the language: Scandinavian definite endings, or none that clash with plurals. */
export type Endings = 'definite' | 'plural' | undefined;

const DEFINITE = new Set(['da', 'sv', 'nb', 'nn', 'no']);
const PLURAL = new Set(['de', 'nl', 'en', 'es', 'fr', 'it', 'pt', 'pl']);

/** "da-DK", "sv", "nb_NO" → definite; "de-AT" → plural; anything else or nothing → undefined. */
export function endingsOf(language: string | undefined): Endings {
  const base = language?.trim().toLowerCase().split(/[-_]/)[0];
  if (base === undefined || base === '') return undefined;
  if (DEFINITE.has(base)) return 'definite';
  return PLURAL.has(base) ? 'plural' : undefined;
}

/** Scandinavian singular definite endings, longest first: "-en", "-et", then "-n", "-t". */
export const DEFINITE_ENDINGS = ['en', 'et', 'n', 't'] as const;

/**
 * "ovnens", "ugnens", "tørretumblerens", "lampornas": Danish, Norwegian and Swedish put the genitive "s"
 * after the definite ending ("ovnens temperatur", the oven's temperature). The definite form without it,
 * when the word ends so (a singular "-ens", "-ets", "-ns", "-ts" or a plural "-nes", "-nas"); a person's
 * name takes no definite ending, so "Idas" is left alone.
 */
export function definiteGenitive(word: string, endings: Endings): string | undefined {
  if (endings !== 'definite' || word.length < 5) return undefined;
  return /(?:en|et|[aeiouyæøå][nt]|ne|na)s$/u.test(word) ? word.slice(0, -1) : undefined;
}

/** Bare forms of a word said with a singular definite ending, four letters left at least. */
export function definiteBases(word: string): string[] {
  return DEFINITE_ENDINGS.filter(
    (ending) => word.endsWith(ending) && word.length - ending.length >= 4,
  ).flatMap((ending) => {
    const base = word.slice(0, -ending.length);
    // A short vowel before the last consonant doubles it ("sonossen", "hatten"): the word has one.
    const single = /([bdfgklmnprst])\1$/.test(base) ? base.slice(0, -1) : undefined;
    return single === undefined || single.length < 4 ? [base] : [base, single];
  });
}

/**
 * In a Scandinavian home, the things whose words a definite form names once its ending is off, with a
 * typo ("vatenkokaren" → Vattenkokare) or as a compound's end ("luftfugtigheden" → Fugtighed); then with
 * a plural definite ending off ("spotsene" → Køkkenspots), said of every one (`plural`).
 */
export function definiteHolders<T>(
  words: WordLookup<T>,
  word: string,
  endings: Endings,
): { things: Set<T>; plural: boolean } {
  if (endings !== 'definite') return { things: new Set(), plural: false };
  // "julestjernerne": the plural as names write it ("…julestjerner") with "-ne" after it.
  const plurals = definitePluralBases(word);
  for (const base of [...definiteBases(word), ...plurals]) {
    const found = words.loose(base);
    if (found.size === 0) for (const item of words.tail(base)) found.add(item);
    // "värmepumpen" → Luftvärmepump: the bare word ends a compound of the home.
    if (found.size === 0) for (const item of words.compoundEnd(base)) found.add(item);
    if (found.size > 0) return { things: found, plural: plurals.includes(base) };
  }
  return { things: new Set(), plural: false };
}

/**
 * A kind word as the home's language reads it: in Danish, Norwegian or Swedish "lampen" is "the lamp"
 * (one), though German's "Lampen" (every one) is the table's reading.
 */
export function kindWord(norm: string, endings: Endings): KindWord | undefined {
  // "låset", "larmet": a word the shared table cannot hold, read in a Scandinavian home (nordic-kinds.ts).
  const nordic = endings === 'definite' ? NORDIC_KINDS.get(norm) : undefined;
  if (nordic !== undefined) return nordic;
  const kind = KIND_WORDS.get(norm) ?? (endings === 'definite' ? definiteKind(norm) : undefined);
  if (endings !== 'definite' || kind === undefined) return kind;
  // The bare word of the same domain says what is meant: "lampen" is one lamp, and "rullgardinen" any
  // blind as "rullgardin" is (the generated table lists the definite form with one class only). Plural
  // only when both are.
  for (const base of definiteBases(norm)) {
    const bare = KIND_WORDS.get(base);
    if (bare !== undefined && bare.domain === kind.domain)
      return { ...bare, plural: bare.plural && kind.plural };
  }
  // "rullgardinerna": the plural's bare singular, said of every one.
  if (kind.plural !== true) return kind;
  for (const base of definitePluralBases(norm)) {
    const bare = KIND_WORDS.get(base);
    if (bare !== undefined && bare.domain === kind.domain) return { ...bare, plural: true };
  }
  return kind;
}

/** "musikken", "musiken": a kind word with a singular definite ending, when the bare word is one. */
function definiteKind(norm: string): KindWord | undefined {
  if (norm.includes(' ')) return undefined;
  for (const base of definiteBases(norm)) {
    const kind = KIND_WORDS.get(base);
    if (kind !== undefined && kind.plural !== true) return kind;
  }
  return undefined;
}

/**
 * Bare forms of a word said with a plural definite ending: "julestjernerne" → "julestjerner" (as names
 * write the plural), "utelamporna" → "utelamp", "utelampa" (a Swedish "-a" noun's plural is "-or").
 */
export function definitePluralBases(word: string): string[] {
  return [...DEFINITE_PLURALS, 'ne']
    .filter((ending) => word.endsWith(ending) && word.length - ending.length >= 4)
    .flatMap((ending) => {
      const stem = word.slice(0, -ending.length);
      return ['orna', 'arna', 'erne'].includes(ending) ? [stem, `${stem}a`, `${stem}e`] : [stem];
    });
}

/**
 * "monitorerna", "skærmene": a plural definite form whose plural is how a name of the home writes it
 * ("Monitorer", "Skærme"), in a Danish or Swedish home. That name, not the appliance the singular is.
 */
export function writtenPluralName(
  word: string,
  endings: Endings,
  named: (word: string) => boolean,
): string | undefined {
  if (endings !== 'definite' || named(word)) return undefined;
  const plural = /^(.{4,}[er])(?:na|ne)$/u.exec(word)?.[1];
  return plural !== undefined && named(plural) ? plural : undefined;
}

/** Danish, Norwegian and Swedish plural definite endings: "radiatorerne", "persiennerne", "fläktarna". */
const DEFINITE_PLURALS = ['erne', 'rne', 'ene', 'arna', 'orna', 'erna', 'na'];
const KOREAN_PLURAL = /^(\p{Script=Hangul}+)들$/u;

/**
 * "radiatorerne" → the kind of "radiator", in the plural: every one of them. Not in a language whose
 * nouns take no such endings: Spanish "Mercadona" is a shop, not "mercado" with Swedish "-na".
 */
export function definitePlural(word: string, endings: Endings): KindWord | undefined {
  // "조명들", "전등들": Korean marks a plural with 들 after the noun, in any home.
  const korean = KOREAN_PLURAL.exec(word);
  const plain = korean === null ? undefined : KIND_WORDS.get(korean[1]!);
  if (plain !== undefined && plain.activity !== true) return { ...plain, plural: true };
  if (endings === 'plural') return undefined;
  for (const ending of DEFINITE_PLURALS) {
    if (word.length - ending.length < 4 || !word.endsWith(ending)) continue;
    const kind = KIND_WORDS.get(word.slice(0, -ending.length));
    if (kind !== undefined && kind.activity !== true) return { ...kind, plural: true };
  }
  return undefined;
}

/**
 * "nightstands", "mesitas", "Kühlschränke" → the appliance's key; in a Scandinavian home also a plural
 * definite form ("sengelamperne", "sänglamporna": every bedside lamp), its singular ending back on.
 */
export function singularAppliance(
  word: string,
  endings: Endings,
): { key: string; singular: string } | undefined {
  for (const ending of ['s', 'es', 'en', 'e', 'er', 'n']) {
    if (word.length - ending.length < 4 || !word.endsWith(ending)) continue;
    const singular = word.slice(0, -ending.length);
    const key = APPLIANCE_WORDS.get(singular);
    if (key !== undefined) return { key, singular };
  }
  if (endings !== 'definite') return undefined;
  for (const ending of DEFINITE_PLURALS) {
    if (word.length - ending.length < 4 || !word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    for (const singular of [stem, `${stem}e`, `${stem}a`]) {
      const key = APPLIANCE_WORDS.get(singular);
      if (key !== undefined) return { key, singular };
    }
  }
  return undefined;
}

/**
 * "floor lamps", "reading lights", "lámparas de pie": an appliance phrase of several words with a plural
 * ending on its last or its first word (a small model often adds one for a single thing).
 */
export function singularAppliancePhrase(
  words: readonly string[],
  endings: Endings,
): { key: string; singular: string } | undefined {
  if (words.length === 1) return singularAppliance(words[0]!, endings);
  for (const at of [words.length - 1, 0]) {
    const word = words[at]!;
    for (const ending of ['s', 'es', 'en', 'e', 'er', 'n']) {
      if (word.length - ending.length < 3 || !word.endsWith(ending)) continue;
      const singular = words
        .map((other, index) => (index === at ? word.slice(0, -ending.length) : other))
        .join(' ');
      const key = APPLIANCE_WORDS.get(singular);
      if (key !== undefined) return { key, singular };
    }
  }
  return undefined;
}

/** A word without a Romance plural ending: "condicionados" → condicionado, "ares" → ar, "luces" → luz. */
function singulars(word: string): string[] {
  const out = [word];
  if (word.endsWith('es') && word.length >= 4) out.push(word.slice(0, -2));
  if (word.endsWith('ces') && word.length >= 5) out.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('s') && word.length >= 4) out.push(word.slice(0, -1));
  return out;
}

/**
 * "ares-condicionados", "aires acondicionados": a kind said in two or three words, each in the plural
 * as Portuguese and Spanish make a compound's plural, is that kind, every one of it.
 */
export function pluralPhrase(words: readonly string[]): KindWord | undefined {
  // Every word in the plural: "ventiladores de techo" is a fan of the ceiling, not that kind's plural.
  if (words.length < 2 || words.length > 3 || !words.every((word) => word.endsWith('s'))) return undefined;
  let phrases = [''];
  for (const word of words)
    phrases = phrases.flatMap((start) =>
      singulars(word).map((form) => (start === '' ? form : `${start} ${form}`)),
    );
  const said = words.join(' ');
  for (const phrase of phrases) {
    const kind = phrase === said ? undefined : KIND_WORDS.get(phrase);
    if (kind !== undefined && kind.activity !== true) return { ...kind, plural: true };
  }
  return undefined;
}
