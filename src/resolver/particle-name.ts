// "リビングの照明" for a light named "リビング照明", "卧室的灯" for "卧室灯", "거실의 전등" for "거실전등": a
// Chinese, Japanese or Korean name said with the possessive particle (or, in Korean, a space) between
// its parts. Read as a place and a kind, the phrase would take every light of the room.
import type { TargetIndex } from './target-index.js';

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

/** Every entity found is one whose whole name the phrase holds ("打开书房灯" holds "书房灯"). */
export function namesHeld(index: TargetIndex, ids: readonly string[], phrase: string): boolean {
  const compact = phrase.replace(/ /g, '');
  return (
    ids.length > 0 &&
    ids.every((id) =>
      index.entities
        .find((entity) => entity.id === id)
        ?.names.some((name) => compact.includes(name.replace(/ /g, ''))),
    )
  );
}
