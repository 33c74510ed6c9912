// "リビングの照明" for a light named "リビング照明", "卧室的灯" for "卧室灯", "거실의 전등" for "거실전등": a
// Chinese, Japanese or Korean name said with the possessive particle (or, in Korean, a space) between
// its parts. Read as a place and a kind, the phrase would take every light of the room.

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
const BETWEEN_JA = new RegExp(`(?<=[${CJK}])\\s*の\\s*(?=[${CJK}])`, 'gu');
const BETWEEN_ZH = /(?<=\p{Script=Han})\s*的\s*(?=\p{Script=Han})/gu;
const BETWEEN_KO = /(?<=\p{Script=Hangul})(?:의\s*|\s+)(?=\p{Script=Hangul})/gu;

/** The phrase with its particles taken out, when it has any; undefined otherwise. */
export function withoutParticles(text: string): string | undefined {
  const joined = text.replace(BETWEEN_JA, '').replace(BETWEEN_ZH, '').replace(BETWEEN_KO, '');
  return joined === text ? undefined : joined;
}
