// The everyday and short words for kitchen and laundry machines where a name says them another way: a French
// "congélo" is the congélateur, a Chinese fridge's sensor "冰箱冷冻温度" is the freezer's ("冷冻室温度").
// Vocabulary only: device-words.ts joins these to its concepts.

/** Concept → its words (device-words.ts joins them to its own). */
export const KITCHEN_CONCEPTS: Readonly<Record<string, string>> = {
  // The freezer said short: French "congélo" (Wiktionary: familier, congélateur); the freezing compartment in
  // Chinese, Japanese and Korean names without its "室"/"庫"/"실" ("冰箱冷冻温度", "冷凍温度", "냉동 온도": the
  // compartment names Midea, Haier and Xiaomi fridges give their sensors, Wiktionary 冷凍 / 냉동).
  freezer: 'congélo|congélos|冷冻|冷凍|냉동',
};
