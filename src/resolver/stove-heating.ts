// "zet de kachel hoger", "enciende la estufa", "włącz piec", "居間のストーブをつけて", "안방 난로 켜줘": the stove an
// older generation still calls the heating by. Where the home has no heater of that name (on a plug, visible
// or hidden: device-words.ts finds those first), the word means the heating, as "the heater" does.

/** The stove's word, and the heating word it stands for (one the kind tables know in every home). */
const STOVES: readonly (readonly [RegExp, string])[] = [
  [/(^|[^\p{L}])(?:kachels?|estufas?|stufa|stufe|piec|pieca|piecu)(?![\p{L}])/iu, '$1heater'],
  [/ストーブ/u, 'ヒーター'],
  [/난로/u, '히터'],
];

/** The text with its stove word read as the heating, or undefined when it says none. */
export function stoveAsHeating(text: string): string | undefined {
  for (const [stove, heating] of STOVES) if (stove.test(text)) return text.replace(stove, heating);
  return undefined;
}
