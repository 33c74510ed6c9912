// A thing's everyday term of several words ("oczko wodne", "elektrische deken") in a home that names
// the thing by one of those words only, and a thing's word the home holds with another ending ("lucine"
// for a "Lucina"). Reads the target index; no parsing.
import type { TargetIndex } from './target-index.js';
import { APPLIANCE_WORDS, LONGEST_APPLIANCE } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';
import { STOP_WORDS } from './words/target-words.js';
import type { Endings } from './forms/word-endings.js';

/**
 * "oczko wodne" for a "Napowietrzacz oczko", "de elektrische deken" for "Deken Noor": a thing's term of
 * several words, when the home has nothing the term stands for, is the one word of it the home's names
 * hold: not a kind word, which says less, nor a thing's own word ("pompe" in "pompe à chaleur").
 */
export function homeWordOf(index: TargetIndex, words: string[], concept: string): string | undefined {
  if (words.length < 2 || index.words.has(concept)) return undefined;
  const own = (word: string) => KIND_WORDS.has(word) || APPLIANCE_WORDS.has(word);
  const held = words.filter(
    (word) =>
      !STOP_WORDS.has(word) && !own(word) && index.words.has(word) && !otherTermsWord(index, word, concept),
  );
  return held.length === 1 ? held[0] : undefined;
}

/**
 * "le lave-vaisselle" in a flat whose "Lave-linge" is the washer, "a máquina de lavar louça" beside a "Máquina
 * de lavar roupa": the word the home holds is, in every name that holds it, a word of another thing's term,
 * so it names that thing, not this one.
 */
function otherTermsWord(index: TargetIndex, word: string, concept: string): boolean {
  const holders = index.words.exact(word);
  return (
    holders.length > 0 &&
    holders.every((entity) => entity.names.some((name) => inTermOf(name.split(' '), word, concept)))
  );
}

/** True when a phrase of the name's words holding `word` is an appliance term of another concept. */
function inTermOf(words: readonly string[], word: string, concept: string): boolean {
  for (let start = 0; start < words.length; start += 1)
    for (let end = start + 2; end <= Math.min(words.length, start + LONGEST_APPLIANCE); end += 1) {
      const phrase = words.slice(start, end);
      const of = APPLIANCE_WORDS.get(phrase.join(' '));
      if (of !== undefined && of !== concept && phrase.includes(word)) return true;
    }
  return false;
}

/** Plural endings a word takes over a home's singular: Italian -a → -e, -o → -i, -e → -i; -s, -es, -n, -en. */
const PLURALS: readonly (readonly [said: string, home: string])[] = [
  ['e', 'a'],
  ['i', 'o'],
  ['i', 'e'],
  ['es', ''],
  ['s', ''],
  ['en', ''],
  ['n', ''],
  // Polish masculine nouns take -y in the plural (Wiktionary: kinkiet → kinkiety, reflektor → reflektory).
  ['y', ''],
];

/**
 * "tutte e due le lucine" with two lamps named "Lucina notte …" and no string lights: a word the tables read
 * as a thing ("lucine", fairy lights) the home has none of, that is the plural of a word the home's names
 * hold, is that word, in the plural. Not a kind or thing word of the tables itself, which says less.
 */
export function homePluralOf(
  index: TargetIndex,
  word: string,
  concept: string,
): { word: string; plural: true } | undefined {
  if (word.length < 5 || !/^\p{Script=Latin}+$/u.test(word) || index.words.has(concept)) return undefined;
  for (const [said, home] of PLURALS) {
    if (!word.endsWith(said)) continue;
    const singular = `${word.slice(0, -said.length)}${home}`;
    if (singular.length < 4 || KIND_WORDS.has(singular) || APPLIANCE_WORDS.has(singular)) continue;
    if (index.words.has(singular)) return { word: singular, plural: true };
  }
  return undefined;
}

/**
 * The key an appliance word said is looked for by: the home's own word when it holds it ("plafonniers"),
 * else the one word of a term the home holds, or the home's singular of it, else the thing's concept.
 */
export function applianceKeyOf(
  index: TargetIndex,
  norm: string,
  words: string[],
  concept: string,
  endings?: Endings,
): { key: string; plural: boolean } {
  if (index.words.has(norm)) return { key: norm, plural: false };
  const term = homeWordOf(index, words, concept);
  if (term !== undefined) return { key: term, plural: false };
  const own = words.length === 1 ? homePluralOf(index, norm, concept) : undefined;
  if (own !== undefined) return { key: own.word, plural: true };
  return { key: concept, plural: words.length === 1 && pluralOfHomeWord(index, norm, concept, endings) };
}

/**
 * "les spots" for "Spot … 1" and "Spot … 2", "i faretti", "de spotjes": the thing's word said in the plural
 * of the word the home's names hold for that same thing. Every one of them is meant, as "both" says.
 */
function pluralOfHomeWord(index: TargetIndex, word: string, concept: string, endings?: Endings): boolean {
  if (word.length < 4 || !/^\p{Script=Latin}+$/u.test(word)) return false;
  return PLURALS.some(([said, home]) => {
    // In a Danish, Norwegian or Swedish home "-n" and "-en" say "the" ("köksön"), not "many".
    if (!word.endsWith(said) || (endings === 'definite' && said.endsWith('n'))) return false;
    const singular = `${word.slice(0, -said.length)}${home}`;
    return singular !== word && index.words.has(singular) && APPLIANCE_WORDS.get(singular) === concept;
  });
}
