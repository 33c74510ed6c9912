// "ダイニング照明", "客厅灯", "거실 조명": a name written with its particle between its parts ("ダイニングの照明",
// "客厅的灯", "거실의 조명"), as typed without it; particle-name.ts reads the phrase said with one. Here, with no
// imports, so the target index can read it without a circle.

/** Not the の of a hiragana word ("きのこ"), nor 의 inside one ("회의실"). */
const NAME_PARTICLES =
  /(?<=[\p{Script=Han}\p{Script=Katakana}ー])の(?=[\p{Script=Han}\p{Script=Katakana}])|(?<=\p{Script=Han})[的嘅](?=\p{Script=Han})|(?<=\p{Script=Hangul})의(?= \p{Script=Hangul})/gu;

/** The normalized name without its particles; the name itself when it has none. */
export function withoutNameParticles(name: string): string {
  return name.replace(NAME_PARTICLES, '');
}
