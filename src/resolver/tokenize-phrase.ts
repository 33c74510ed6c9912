// Splits a spoken target phrase into words the resolver can look up: normalizes it, cuts Chinese and
// Japanese text at known words (no spaces there), peels Korean particles ("거실의" → 거실) and splits
// compounds that end in a kind of device ("Küchenlicht" → küchen + licht). No Home Assistant lookups:
// what counts as a known word comes from the caller.
import { inTablePhrase } from './phrase-whole.js';
import { normalizeText } from './normalize-text.js';
import {
  DEFINITE_ENDINGS,
  definiteBases,
  definiteGenitive,
  definitePluralBases,
  singularAppliance,
  type Endings,
} from './forms/word-endings.js';
import { markOrdinals, numbersAfter } from './forms/cjk-numbers.js';
import { BRAND_WORDS, LATIN_BRANDS } from './words/brand-names.js';
import { MAKER_KINDS } from './words/maker-kinds.js';
import { APPLIANCE_WORDS, READING_CLASS_WORDS } from './words/device-words.js';
import { HEAT_VERBS } from './words/heat-verbs.js';
import { COOL_VERBS } from './words/cool-verbs.js';
import { CAR_WORDS } from './words/charge-words.js';
import { SHORT_APPLIANCE_WORDS } from './forms/cjk-short.js';
import { koreanSoftener, withoutSoftener } from './forms/softener.js';
import { bareSides } from './forms/side-suffix.js';
import { placedKind, pluralOfName } from './forms/name-plural.js';
import { plainTeForm } from './forms/predicate.js';
import { quantityApart } from './forms/korean-quantity.js';
import { lettersBefore, spelledOut } from './forms/spelled-letters.js';
import { KIND_WORDS, READING_WORDS } from './words/kind-words.js';
import { NORDIC_KINDS } from './words/nordic-kinds.js';
import { FLOOR_FILLER, FLOOR_WORDS, ROOM_WORDS } from './words/place-words.js';
import { diminutiveBase } from './diminutive.js';
import { isTableWord } from './table-word.js';
import { soundAlike } from './sound-alike.js';
import { smallWordBetweenNames } from './forms/small-word-number.js';
import { smallWordBeforeUnknown } from './forms/small-word-before-unknown.js';
import { NUMBER_SOUNDS } from './words/number-words.js';
import { asNumber, ordinalsAfter, withoutNumberMarkers } from './forms/name-numbers.js';
import { QUESTION_MARKS, VERB_WORDS } from './words/verb-words.js';
import { insideKatakanaWord } from './katakana-run.js';
import {
  ALL_WORDS,
  BOTH_WORDS,
  COMMAND_WORDS,
  CONJUNCTIONS,
  HERE_WORDS,
  HOME_WORDS,
  KOREAN_AND,
  KOREAN_PARTICLES,
  SAME_MEANING,
  SENTENCE_WORDS,
  STOP_WORDS,
} from './words/target-words.js';
import { isPhraseWord } from './phrase-words.js';

/** The token that stands for a comma or another list separator. */
export const SEPARATOR = '&';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/** Every vocabulary phrase without spaces that holds Chinese or Japanese characters. */
const CJK_VOCABULARY: ReadonlySet<string> = new Set(
  [
    ...KIND_WORDS.keys(),
    ...READING_WORDS,
    ...ROOM_WORDS.keys(),
    ...FLOOR_WORDS.keys(),
    ...FLOOR_FILLER,
    ...ALL_WORDS,
    ...HOME_WORDS,
    ...BOTH_WORDS,
    ...APPLIANCE_WORDS.keys(),
    ...SHORT_APPLIANCE_WORDS,
    ...READING_CLASS_WORDS.keys(),
    ...STOP_WORDS,
    ...HERE_WORDS,
    ...CONJUNCTIONS,
    ...COMMAND_WORDS,
    // Assist's own sentence words cut a request too ("开始" is a word, not 开 + 始).
    // Not a place with its particle ("车库的" in one of Assist's sentences): "车库的灯" is 车库 + 的 + 灯.
    ...[...SENTENCE_WORDS].filter((word) => !/^.{2,}的$/u.test(word)),
    ...QUESTION_MARKS,
  ].filter((word) => CJK.test(word) && !word.includes(' ')),
);

/** Words the tokenizer may keep whole or cut at: vocabulary plus the home's own names. */
export interface KnownWords {
  has(word: string): boolean;
  /** How many of the home's things a name word names (a home's index knows; a bare word set does not). */
  holders?(word: string): number;
}

const LONGEST_CJK_WORD = 8;

export function isKnown(word: string, known: KnownWords): boolean {
  return (
    known.has(word) ||
    CJK_VOCABULARY.has(word) ||
    KIND_WORDS.has(word) ||
    ROOM_WORDS.has(word) ||
    FLOOR_WORDS.has(word) ||
    READING_WORDS.has(word) ||
    APPLIANCE_WORDS.has(word) ||
    READING_CLASS_WORDS.has(word) ||
    BRAND_WORDS.has(word) ||
    // "yeelight": a brand's Latin name is one word, not a compound with a kind's tail ("yee|light").
    LATIN_BRANDS.has(word) ||
    MAKER_KINDS.has(word) ||
    VERB_WORDS.has(word) ||
    HEAT_VERBS.has(word) ||
    COOL_VERBS.has(word) ||
    // "voiture", "samochodu": a word for the car is whole, never a compound cut at a known tail ("voi|ture");
    // a Nordic definite form ("elbilen") is still read as its base.
    (CAR_WORDS.has(word) && /^\p{Script=Latin}{4,}$/u.test(word) && !nordicDefiniteCar(word))
  );
}

/** "elbilen", "bilen": a Nordic definite form of a car word, read as its base like any definite form. */
function nordicDefiniteCar(word: string): boolean {
  const base = word.replace(/e?n$/u, '');
  return base !== word && CAR_WORDS.has(base);
}

/** Greedy longest match from the left; unknown characters gather into one word. */
function cutCjk(word: string, known: KnownWords): string[] {
  const out: string[] = [];
  let unknown = '';
  let at = 0;
  while (at < word.length) {
    let length = Math.min(LONGEST_CJK_WORD, word.length - at);
    for (; length > 1; length -= 1) if (isKnown(word.slice(at, at + length), known)) break;
    const piece = word.slice(at, at + length);
    // "ロボット" (folded "ロホット") is one loanword, not ロ and ホット ("hot"): a katakana word is never cut
    // after a stray kana (katakana-run.ts).
    if (insideKatakanaWord(unknown, piece)) unknown += piece;
    else if (length > 1 || isKnown(piece, known)) {
      if (unknown !== '') out.push(unknown);
      unknown = '';
      out.push(piece);
    } else unknown += piece;
    at += length;
  }
  if (unknown !== '') out.push(unknown);
  return out;
}

function peelKorean(word: string, known: KnownWords): string[] {
  if (isKnown(word, known)) return [word];
  // "둘다" for "둘 다": words of how many run together (forms/korean-quantity.ts).
  const apart = quantityApart(word);
  if (apart !== undefined) return apart;
  for (const particle of KOREAN_PARTICLES) {
    const stem = word.slice(0, -particle.length);
    if (stem.length > 0 && word.endsWith(particle) && isKnown(stem, known)) {
      return KOREAN_AND.has(particle) ? [stem, SEPARATOR] : [stem];
    }
  }
  return [word];
}

/**
 * Scandinavian definite endings ("lyset", "radioen", "kameran", "carporten"): the bare
 * word, when the word itself is unknown and the bare one is known. Never "-n" after "-e": German
 * plurals ("Lampen", "Nachttischlampen") end so.
 */
// Singular only: a plural ("fläktarna", "lamperne") keeps its ending, which says "every one".
// In a Scandinavian home "-n" after "-e" is "the" too ("loftlampen" → loftlampe).
function withoutDefinite(word: string, known: KnownWords, endings?: Endings): string | undefined {
  if (endings === 'plural') return undefined;
  // In a Scandinavian home a three-letter word takes the ending too ("ugnen", "ovnen").
  const shortest = endings === 'definite' ? 3 : 4;
  for (const ending of DEFINITE_ENDINGS) {
    const base = word.slice(0, -ending.length);
    const germanPlural = ending === 'n' && base.endsWith('e') && endings !== 'definite';
    if (!word.endsWith(ending) || base.length < shortest || germanPlural) continue;
    if (known.has(base)) return base;
  }
  // "elkedlen", "cyklen", "vädret", "fönstret": a word in "-el" or "-er" loses its "e" before the ending.
  const dropped = endings === 'definite' ? /^(.{3,})([lr])e[nt]$/u.exec(word) : null;
  const syncope = dropped === null ? undefined : `${dropped[1]!}e${dropped[2]!}`;
  return syncope !== undefined && known.has(syncope) ? syncope : undefined;
}

/**
 * Articles before which a Scandinavian noun never stands with its own definite ending: after them,
 * "-en" is a German plural ("die Motoren", "die Stationen"), not "the motor".
 */
const GERMAN_ARTICLES: ReadonlySet<string> = new Set([
  'die',
  'der',
  'das',
  'dem',
  'des',
  'alle',
  'beide',
  'meine',
]);

const LATIN_WORD = /^\p{Script=Latin}+$/u;
const KIND_ONLY: KnownWords = { has: (word) => KIND_WORDS.has(word) };
const VOCABULARY: KnownWords = { has: (word) => isKnown(word, NO_NAMES) };
const NO_NAMES: KnownWords = { has: () => false };

/**
 * "wohnzimmerlampe" → ["wohnzimmer", "lampe"] when it ends in a kind word and is not a known word;
 * "pejsen" → "pejs" and "carporten" → "carport" (a name of the home with a definite ending);
 * "soveværelseslyset" → ["soveværelse", "lyset"] (a linking "s").
 */
export function splitCompound(
  word: string,
  known: KnownWords,
  afterArticle = false,
  endings?: Endings,
): string[] {
  // "låset" in a Scandinavian home is the lock, not the locking verb "lås" with an ending (nordic-kinds.ts).
  const nordic = endings === 'definite' && NORDIC_KINDS.has(word);
  if (!LATIN_WORD.test(word) || isKnown(word, known) || nordic) return [word];
  // "ovnens temperatur": the genitive "s" after a definite ending; the thing's word as its definite form reads.
  const genitive = definiteGenitive(word, endings);
  const owner = genitive === undefined ? undefined : splitCompound(genitive, known, afterArticle, endings);
  if (owner !== undefined && owner.every((part) => isKnown(part, known))) return owner;
  // In a Scandinavian home a word of the tables with its definite ending is that word ("standerlampen").
  const named =
    afterArticle && endings !== 'definite'
      ? undefined
      : (withoutDefinite(word, known, endings) ??
        (endings === 'definite' ? withoutDefinite(word, VOCABULARY, endings) : undefined));
  if (named !== undefined) return [named];
  // "hyllampor" for the home's "Hyllampa": a name word's plural stays whole (forms/name-plural.ts).
  const nameWord = (said: string) => known.has(said) && !KIND_WORDS.has(said);
  if (pluralOfName(word, nameWord, endings, (base) => known.holders?.(base) ?? 0) !== undefined)
    return [word];
  // "utetemperaturen" where the home's "Utetemperatur" is read as two parts of the home ("tur" is also a
  // German door): the definite form is split as its bare form is, not at the ending's other word.
  if (endings === 'definite')
    for (const base of definiteBases(word)) {
      const parts = splitCompound(base, known);
      if (parts.length > 1 && parts.every((part) => known.has(part))) return parts;
    }
  // "sengelamperne": an appliance's plural definite form stays whole for the parser to read, and so does
  // a name's ("utelamporna" for "Utelampa 1" and "Utelampa 2"), not "ute" (outside) and "lamporna". A
  // room's word then a kind's that names one thing ("kontorlamperne" beside one "Kontorlampe") is said in
  // the plural of the room's lamps: that kind in the room, as the parser reads the two parts.
  if (endings === 'definite' && singularAppliance(word, endings) !== undefined) return [word];
  const namePlural = (base: string) =>
    known.has(base) && !(placedKind(base) && (known.holders?.(base) ?? 2) < 2);
  if (endings === 'definite' && definitePluralBases(word).some(namePlural)) return [word];
  // "köksfönstret": a kind word's definite form that loses its "e" ("fönster" → "fönstret") ends it too.
  const kindEnd = (suffix: string) => definiteKind(suffix, endings === 'definite' ? endings : undefined);
  for (const kindOf of [(suffix: string) => (KIND_WORDS.has(suffix) ? suffix : undefined), kindEnd]) {
    for (let cut = 3; cut <= word.length - 3; cut += 1) {
      const kind = kindOf(word.slice(cut));
      const prefix = word.slice(0, cut);
      // "lecture" of "lampe de lecture": a word the tables write in a phrase is not cut (phrase-words.ts).
      if (kind === undefined || romanceAgent(prefix, kind) || isPhraseWord(word)) continue;
      const linked = prefix.endsWith('s') && !isKnown(prefix, known) && isKnown(prefix.slice(0, -1), known);
      if (linked) return [prefix.slice(0, -1), kind];
      return [
        ...(isKnown(prefix, known) ? [prefix] : (applianceCompound(prefix, known, true) ?? [prefix])),
        kind,
      ];
    }
    if (kindOf === kindEnd) break;
    const vocabulary = withoutDefinite(word, VOCABULARY, endings);
    if (vocabulary !== undefined) return [vocabulary];
  }
  return applianceCompound(word, known) ?? [word];
}

/**
 * "Teichpumpe", "vijverpomp": an appliance word after an appliance word or a word of the home, read as
 * the two, so each reaches its concept in a name written in another language ("Pond Pump").
 */
function applianceCompound(word: string, known: KnownWords, beforeKind = false): string[] | undefined {
  for (let cut = 4; cut <= word.length - 4; cut += 1) {
    const prefix = word.slice(0, cut);
    const suffix = word.slice(cut);
    if (APPLIANCE_WORDS.has(suffix) && (APPLIANCE_WORDS.has(prefix) || known.has(prefix)))
      return [prefix, suffix];
    // "küchendecken|lampe": before a kind word, a place or name then an appliance word, each part
    // said as a compound says it ("küchen", "decken"); the parser meets them by their stems.
    const part = prefix.length >= 5 || isKnown(prefix, known);
    if (beforeKind && part && APPLIANCE_WORDS.has(suffix)) return [prefix, suffix];
  }
  return undefined;
}

/**
 * "cortador", "regador", "lavadora": the Spanish and Portuguese agent ending after a verb's "a" or "i", not
 * a Danish door ("dør", "døren" fold to "dor", "doren" as "hoveddor" is written without the letter).
 */
function romanceAgent(prefix: string, kind: string): boolean {
  return kind.startsWith('dor') && /[ai]$/.test(prefix);
}

function definiteKind(suffix: string, endings: Endings | undefined): string | undefined {
  return suffix.length >= 4 ? withoutDefinite(suffix, KIND_ONLY, endings) : undefined;
}

/** "back" in a home that says "rear": a word the home does not use, swapped for one it does that means the same. */
function sameMeaning(word: string, known: KnownWords): string {
  // Also with a Nordic definite ending ("ljusslingan", "lysstriben").
  const same = SAME_MEANING.get(word) ?? SAME_MEANING.get(word.replace(/(?:en|et|n)$/u, ''));
  const other = known.has(word) ? undefined : same?.find((meaning) => known.has(meaning));
  if (other !== undefined) return other;
  // "macchinetta" for a home's "macchina": a diminutive unknown to the home and tables, for its base.
  // Not the plural of a word the home or a room has ("las lamparitas" with lights named "Lamparita",
  // "le camerette": a "cameretta" is a child's room, not the "camera"), nor a room's word for a base.
  if (!LATIN_WORD.test(word) || isKnown(word, known)) return word;
  // A word of the tables' phrases is said as meant ("pannello" of "pannello solare" is no "panno", a mop's
  // cloth), unless its base is a word of the home's own names ("kastjes" for a "Kastverlichting").
  if (isTableWord(word))
    return diminutiveBase(word, (base) => !ROOM_WORDS.has(base) && known.has(base)) ?? word;
  const stem = word.slice(0, -1);
  const singulars = [stem, word.slice(0, -2), `${stem}a`, `${stem}o`, `${stem}e`];
  if (singulars.some((singular) => known.has(singular) || ROOM_WORDS.has(singular))) return word;
  const isBase = (base: string) =>
    !ROOM_WORDS.has(base) && (known.has(base) || KIND_WORDS.has(base) || APPLIANCE_WORDS.has(base));
  // "lampadère" for the home's "lampadaire": one sound spelled another way.
  return diminutiveBase(word, isBase) ?? soundAlike(word, (spelled) => known.has(spelled)) ?? word;
}

const KANA = /^.*\p{Script=Hiragana}.*$/su;
const ITALIAN_IS = /(^|[^\p{L}])[èÈ](?![\p{L}])/gu;

const ABBREVIATION_ENDING = /(?<![\p{L}\p{N}])(\p{L}{1,4}):(?:n|t|en|et|s|ns|ts|ens|ets)(?![\p{L}\p{N}])/gu;

/**
 * "kaffe maskinen" for "kaffemaskinen": two unknown words said apart that together are one word of the
 * tables or of the home (with a definite ending undone) are joined in place.
 */
function joinApart(words: string[], known: KnownWords, endings?: Endings): void {
  for (let at = words.length - 2; at >= 0; at -= 1) {
    const [first, second] = [words[at]!, words[at + 1]!];
    if (!LATIN_WORD.test(first) || !LATIN_WORD.test(second) || first.length < 3 || second.length < 3)
      continue;
    // "vardags rummet", "robo rock" for "Roborock": one part a word of its own (a room's or a kind's
    // ending, a kind) still joins, when the whole is a word of the home's names, a room's word or a maker's
    // name (words/maker-kinds.ts: "robo rock" in a home whose vacuum is called "Rover").
    const firstKnown = isKnown(first, known);
    const secondKnown = isKnown(second, known);
    if (firstKnown && secondKnown) continue;
    const joined = splitCompound(first + second, known, false, endings);
    const whole = joined.length === 1 ? joined[0]! : undefined;
    // With its definite ending the whole is the home's word too ("arbets rummet" for "Arbetsrum").
    const bases = endings === 'definite' ? definiteBases(first + second) : [];
    const homeWord =
      whole !== undefined &&
      (known.has(whole) ||
        ROOM_WORDS.has(whole) ||
        MAKER_KINDS.has(whole) ||
        bases.some((base) => known.has(base)));
    if (homeWord || (whole !== undefined && isKnown(whole, known) && !firstKnown && !secondKnown))
      words.splice(at, 2, first + second);
  }
}

/**
 * "tvn", "pcn", "tvet": an abbreviation of two or three letters the home or the tables know, said with a
 * definite ending and no colon ("tv:n"), in a home whose language has such endings: the bare word.
 */
function shortDefinite(word: string, known: KnownWords, endings?: Endings): string {
  if (endings !== 'definite' || word.length > 5 || !LATIN_WORD.test(word) || isKnown(word, known))
    return word;
  for (const ending of ['en', 'et', 'n', 't']) {
    const base = word.slice(0, -ending.length);
    if (word.endsWith(ending) && base.length >= 2 && base.length <= 3 && isThing(base, known)) return base;
  }
  return word;
}

/** A word that names a thing or a room (a name's word, a kind, an appliance, a brand), not a small word. */
function isThing(word: string, known: KnownWords): boolean {
  return [known, KIND_WORDS, APPLIANCE_WORDS, BRAND_WORDS, ROOM_WORDS].some((words) => words.has(word));
}

export function tokenizePhrase(text: string, known: KnownWords, endings?: Endings): string[] {
  const tokens: string[] = [];
  // Swedish and Finnish endings after a colon on an abbreviation ("tv:n", "wc:t"): the bare word.
  text
    .replace(ABBREVIATION_ENDING, '$1')
    // Italian "è" (is, "c'è") is no "e" (and) once accents are folded: the verb is dropped like "is".
    .replace(ITALIAN_IS, '$1is')
    // Japanese "つけといて" (〜ておいて said short, Kansai "つけとき"): the plain "つけて", its と no "and".
    .replace(KANA, plainTeForm)
    .split(/[,;、，&+]/)
    .forEach((segment, index) => {
      if (index > 0) tokens.push(SEPARATOR);
      const words = ordinalsAfter(
        withoutNumberMarkers(
          markOrdinals(normalizeText(segment))
            .split(' ')
            .filter((said) => said !== ''),
          known,
        ),
        known,
      );
      joinApart(words, known, endings);
      for (const [at, said] of words.entries()) {
        // "soveværelse tre" for "Bedroom 3": a room word numbers like a word of a name.
        // "dim the pendant to 40 percent": "to" before a number puts a value on the thing, no name's "2".
        // "gotejamento dos vasos": Portuguese "dos" (of the) between a name's words is no Spanish two.
        const afterName =
          at > 0 &&
          (known.has(words[at - 1]!) || ROOM_WORDS.has(words[at - 1]!)) &&
          !(NUMBER_SOUNDS.has(said) && /^\d/.test(words[at + 1] ?? '')) &&
          !smallWordBetweenNames(said, words[at - 1], words[at + 1], (name) => known.has(name)) &&
          !smallWordBeforeUnknown(said, words[at + 1], (name) => known.has(name));
        const word = asNumber(
          sameMeaning(shortDefinite(said, known, endings), known),
          known,
          afterName,
          lettersBefore(words, at),
        );
        if (CJK.test(word))
          tokens.push(
            ...bareSides(
              cutCjk(
                withoutSoftener(word, (cut) => isKnown(cut, known)),
                known,
              ),
              (side) => known.has(side),
            ),
          );
        else if (HANGUL.test(word))
          tokens.push(...(koreanSoftener(words, at) ? [] : peelKorean(word, known)));
        else if (inTablePhrase(words, at)) tokens.push(word);
        else tokens.push(...splitCompound(word, known, GERMAN_ARTICLES.has(words[at - 1] ?? ''), endings));
      }
    });
  return numbersAfter(spelledOut(tokens, known), known);
}
