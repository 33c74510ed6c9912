// Everyday words for things whose names in a home say them another way: words clipped short in speech and
// the indirect light by its everyday Korean names. Vocabulary only: device-words.ts
// joins these concepts to its own.

/** Concept → its words (device-words.ts joins them to its own). */
export const CLIPPED_CONCEPTS: Readonly<Record<string, string>> = {
  // Korean 공청기, 공기청정기 clipped as people say and type it (the shops' and reviews' "공청기 추천"), as
  // 에어컨 is for 에어 컨디셔너.
  purifier: '공청기',
  // Indirect light in Korean (Wiktionary 간접 조명: "indirect lighting"), the
  // fitting an apartment's living room has beside its main light; Korean interiors call the same light the
  // room's 무드조명 ("mood lighting", "간접조명으로 무드조명"), which is never a lamp's own name (무드등 is).
  cove_light: '간접등|간접 조명|간접조명|무드조명|무드 조명',
};
