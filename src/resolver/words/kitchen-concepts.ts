// The everyday and short words for kitchen and laundry machines where a name says them another way: a French
// "congélo" is the congélateur, a Chinese fridge's sensor "冰箱冷冻温度" is the freezer's ("冷冻室温度").
// Vocabulary only: device-words.ts joins these to its concepts.

/** Concept → its words (device-words.ts joins them to its own). */
export const KITCHEN_CONCEPTS: Readonly<Record<string, string>> = {
  // The freezer said short: French "congélo" (Wiktionary: familier, congélateur); the freezing compartment in
  // Chinese, Japanese and Korean names without its "室"/"庫"/"실" ("冰箱冷冻温度", "冷凍温度", "냉동 온도": the
  // compartment names Midea, Haier and Xiaomi fridges give their sensors, Wiktionary 冷凍 / 냉동).
  freezer: 'congélo|congélos|冷冻|冷凍|냉동',
  // The light under the wall cupboards is the one over the worktop: kitchens name it by either (the shops'
  // categories: "Arbeitsplattenbeleuchtung", "worktop lighting", "bänkbelysning", "bordpladebelysning",
  // "aanrechtverlichting", "iluminação da bancada"), and people say the cupboards with the kitchen's own
  // compound ("under køkkenskabene", "under köksskåpen") or the counter ("över köksbänken"); a light named by the
  // worktop alone ("… bordplade", "Worktop …") is that light. Spanish "encimera" stays out: it is also the hob.
  under_cabinet:
    'worktop light|worktop lights|worktop lighting|countertop light|countertop lights|counter lights|' +
    'arbeitsplattenbeleuchtung|arbeitsplattenleuchte|über der arbeitsplatte|' +
    'aanrechtverlichting|boven het aanrecht|iluminação da bancada|por cima da bancada|' +
    'bänkbelysning|över köksbänken|över bänken|under köksskåpen|under överskåpen|' +
    'bordpladebelysning|over bordpladen|under køkkenskabene|under overskabene|bordplade|bordpladen|worktop|countertop',
};
