// "リビングの照明" for a light named "リビング照明", "卧室的灯" for "卧室灯", "거실의 전등" for "거실전등": a
// Chinese, Japanese or Korean name said with the possessive particle (or, in Korean, a space) between
// its parts. Read as a place and a kind, the phrase would take every light of the room.
import { isPredicate } from './forms/predicate.js';
import type { IndexedEntity } from './target-index.js';
import { COMMAND_WORDS, STOP_WORDS } from './words/target-words.js';
import { QUESTION_MARKS, VERB_WORDS } from './words/verb-words.js';

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
const BETWEEN_JA = new RegExp(`(?<=[${CJK}])\\s*の\\s*(?=[${CJK}])`, 'gu');
/**
 * Chinese 的 (Cantonese 嘅), or a classifier that marks one thing, as Cantonese and everyday Mandarin put it
 * between a room and a kind ("客廳盞燈", "书房那盏灯", "嗰部冷氣"): 盏 alone, the others only after "that" or
 * "this", since 台, 部 or 个 alone are parts of words ("阳台", "天台").
 */
const BETWEEN_ZH =
  /(?<=\p{Script=Han})\s*(?:[的嘅]\s*)?(?:[那这這嗰呢]\s*一?\s*[盏盞个個只隻部台架把]|一?\s*[盏盞]|[的嘅])\s*(?=\p{Script=Han})/gu;
const BETWEEN_KO = /(?<=\p{Script=Hangul})(?:의\s*|\s+)(?=\p{Script=Hangul})/gu;

/** The phrase with its particles taken out, when it has any; undefined otherwise. */
export function withoutParticles(text: string): string | undefined {
  const joined = text.replace(BETWEEN_JA, '').replace(BETWEEN_ZH, '').replace(BETWEEN_KO, '');
  return joined === text ? undefined : joined;
}

/**
 * The Chinese or Japanese phrase with its particles taken out, when it has any: with the order's words
 * around the name ("打开书房那盏灯", "把书房的灯打开"), read again, it finds the name ("书房灯") said whole.
 */
export function withoutHanParticles(text: string): string | undefined {
  const joined = text.replace(BETWEEN_JA, '').replace(BETWEEN_ZH, '');
  return joined === text ? undefined : joined;
}

/**
 * The words left once the order's are out ("打开 书房灯" → "书房灯", "子供部屋照明 を つけて" → "子供部屋照明"),
 * joined: the name the order is about, when it is one.
 */
export function nameInOrder(tokens: readonly string[]): string {
  return tokens
    .filter(
      (token, at) =>
        !ORDER_WORDS.some((words) => words.has(token)) &&
        !isPredicate(token, tokens[at + 1]) &&
        !KANA_ENDING.test(token),
    )
    .join('');
}

/** The entities found whose own name or alias is the name, as written without spaces. */
export function wholeNamed(found: readonly IndexedEntity[] | undefined, name: string): IndexedEntity[] {
  return (found ?? []).filter((entity) => entity.names.some((own) => own.replace(/ /g, '') === name));
}

const ORDER_WORDS = [STOP_WORDS, COMMAND_WORDS, QUESTION_MARKS, VERB_WORDS];
/** A verb's kana ending or a particle ("を", "ます"); not a lone Han character, which may end a name ("灯"). */
const KANA_ENDING = /^\p{Script=Hiragana}{1,3}$/u;
