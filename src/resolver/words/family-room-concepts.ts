// Lamps of a child's room by the names the shops give them where the everyday word is another (round 30i):
// joined to device-words.ts's concepts. Vocabulary only.

/** Concept → more of its words ("|"-separated, written naturally, normalized on load). */
export const FAMILY_ROOM_CONCEPTS: Readonly<Record<string, string>> = {
  // A desk lamp sold for a child's homework as an "eye-care lamp": Chinese shops' category 护眼灯 / 护眼台灯
  // (JD, Tmall: 台灯 › 护眼台灯), the lamp people still call 台灯.
  desk: '护眼灯|护眼台灯|学习灯|读写台灯',
  // Korean shops sell the small lamp left on by a child's bed as one category, "무드등/수면등" (Coupang,
  // 11st: 조명 › 무드등·수면등): said by either word, it is the night light.
  night_light: '무드등|무드 등|무드램프',
};
