// Everyday Chinese, Japanese and Korean words for lights and household things whose names in a home say
// them another way, each a fact of its language (the source beside it). Vocabulary only: device-words.ts
// joins these concepts to its own.

/** Concept → its words (device-words.ts joins them to its own). */
export const CJK_HOME_CONCEPTS: Readonly<Record<string, string>> = {
  // Japanese スタンドライト: the shops sell it with the floor lamp (Nitori's and Amazon.co.jp's category
  // "フロアライト・スタンドライト", beside "デスクライト" for the desk's), so said alone it is the lamp standing on
  // the floor; スタンド alone and 電気スタンド stay the desk's.
  floor_lamp: 'スタンドライト',
  // Korean 주전자 is the kettle (Wiktionary 주전자: "kettle"); the shops sell the electric one as
  // 전기주전자 beside 전기포트, and people say the short word.
  kettle: '주전자',
  // Korean 매입등 / 매립등, a light set into the ceiling: the lighting shops' word for a recessed downlight
  // ("매입등 다운라이트"), said beside 다운라이트 for the same fitting.
  spot: '매입등|매립등|매입 조명|매립 조명',
  // Chinese 氛围灯, "ambience light": in a flat's decoration the hidden LED strip along a ceiling or a wall
  // (the shops sell 氛围灯带 as 灯带), what people mean by the room's 氛围灯 beside its main light.
  light_strip: '氛围灯|氛围灯带',
  // Japanese ミラー, the loanword for a mirror (Wiktionary ミラー: "mirror"), written in names such as
  // "ミラーライト" where a person says 鏡.
  mirror: 'ミラー',
  // The wall behind the television that a Chinese flat decorates and lights: 电视墙, also 电视背景墙 (Baidu
  // Baike 电视背景墙: "又称电视墙").
  tv_wall: '电视墙|电视背景墙',
  // Japanese 行灯 (あんどん), the paper-shaded floor lamp of a Japanese room (Wiktionary 行灯: "andon"), and
  // its reading, as it is said and typed.
  andon: '行灯|行燈|あんどん|アンドン',
  // Chinese 猫眼, the door's peephole, and the camera put in it (智能猫眼, 电子猫眼, 可视猫眼: the shops'
  // category). No phrase with 的 inside: the tokenizer would learn "的摄像头" as a word.
  door_camera: '猫眼|智能猫眼|电子猫眼|可视猫眼',
};
