// What an "all" word is said of ("alle låse", "alla lås", "모든 잠금장치", "todos los pestillos"): the word
// after it, though another table takes that word for the order (the locking verb "lås", a word of Assist's
// sentences). "All" must never widen to the whole home because the words it was said of were dropped.
// Pure functions over the phrase's tokens and the kind tables.
import { definitePlural, kindWord, type Endings } from './forms/word-endings.js';
import type { KindWord } from './words/kind-words.js';
import {
  ALL_PRONOUNS,
  ALL_WORDS,
  BOTH_WORDS,
  COUNT_WORDS,
  SENTENCE_WORDS,
  STOP_WORDS,
} from './words/target-words.js';

/** The word before `at`, articles and prepositions passed over ("todos los", "alle de", "すべて の"). */
function wordBefore(tokens: readonly string[], at: number): string | undefined {
  let before = at - 1;
  // Italian "alle", "alla" (to the) are stop words too: an "all" word is where the walk stops.
  const passed = (word: string) => STOP_WORDS.has(word) && !ALL_WORDS.has(word) && !BOTH_WORDS.has(word);
  while (before >= 0 && passed(tokens[before]!)) before -= 1;
  return tokens[before];
}

/** "alle", "both", "alla tre": a word said of the thing after it; not "alles", "everything" (alone). */
function quantifiesNext(word: string | undefined): boolean {
  if (word === undefined) return false;
  if (ALL_WORDS.has(word)) return !ALL_PRONOUNS.has(word);
  return BOTH_WORDS.has(word) || COUNT_WORDS.has(word);
}

/** The kind a word names in any of its forms ("låse", "잠금장치"), in the home's language. */
function kindOf(word: string, endings: Endings): KindWord | undefined {
  return kindWord(word, endings) ?? definitePlural(word, endings);
}

/**
 * "alle låse", "alla lås", "모든 잠금장치": a word that is a kind and also an order's word, said right after
 * an "all", "both" or a count, is the thing; the parser reads it before it tries the order's words.
 */
export function kindAfterAll(tokens: readonly string[], at: number, endings: Endings): boolean {
  return quantifiesNext(wordBefore(tokens, at)) && kindOf(tokens[at]!, endings) !== undefined;
}

interface AllSaid {
  tokens: string[];
  all: boolean;
  here: boolean;
  kind: KindWord | undefined;
  kindTokens: string[];
  names: string[];
  areas: unknown;
  floors: unknown;
  devices: unknown;
}

/**
 * An "all" that names nothing else would be the whole home. When a word said right after it was dropped
 * as an order's or a sentence's word (`dropped`, positions in the tokens), it is what "all" is of: its
 * kind, or else a word of a name, so that nothing called so is "not found" rather than everything. A
 * dropped word elsewhere that names a kind ("lås alle": lock them all) says the kind too; "sluk alt",
 * "alles aus", "tout éteindre" drop no such word and stay everything.
 */
export function allOfDropped<T extends AllSaid>(parsed: T, dropped: readonly number[], endings: Endings): T {
  const named =
    parsed.kind !== undefined ||
    parsed.names.length > 0 ||
    parsed.here ||
    parsed.areas !== undefined ||
    parsed.floors !== undefined ||
    parsed.devices !== undefined;
  if (!parsed.all || named) return parsed;
  const words = dropped.map((position) => parsed.tokens[position]!);
  const after = dropped.find((position) => quantifiesNext(wordBefore(parsed.tokens, position)));
  // "lås alle", "lock everything": a locking verb that also names the kind says what "all" is of.
  const kinded = words.find((word) => kindOf(word, endings) !== undefined);
  const word =
    after === undefined ? (kinded ?? thingBeforeAll(parsed.tokens, dropped)) : parsed.tokens[after]!;
  if (word === undefined) return parsed;
  const kind = kindOf(word, endings);
  if (kind !== undefined) return { ...parsed, kind, kindTokens: [word] };
  return { ...parsed, names: [word] };
}

/**
 * Korean, Japanese and Chinese say "all" after the thing, as an adverb: "불 다 꺼" (the lights, all off),
 * "灯都关了", "電気全部消して"; and Korean "다" is also "completely": "밥 다 됐어" is "is the rice done". A
 * word dropped right before one of these (a lone syllable or character the home's names lack, "밥", "饭"),
 * that is no word of Assist's sentences ("我", "这"), is what "all" is said of: naming nothing, it is not
 * found, never the whole home. The prenominal ones ("모든", "所有") are said before the thing.
 */
const ALL_AFTER_THING: ReadonlySet<string> = new Set([
  '다',
  '모두',
  '전부',
  '전체',
  '全部',
  'すべて',
  '全て',
  'みんな',
  '都',
  '全都',
]);
const HANGUL_OR_HAN = /^[\p{Script=Hangul}\p{Script=Han}]+$/u;

function thingBeforeAll(tokens: readonly string[], dropped: readonly number[]): string | undefined {
  const before = dropped.find((position) => ALL_AFTER_THING.has(tokens[position + 1] ?? ''));
  const word = before === undefined ? undefined : tokens[before]!;
  return word !== undefined && HANGUL_OR_HAN.test(word) && !SENTENCE_WORDS.has(word) ? word : undefined;
}
