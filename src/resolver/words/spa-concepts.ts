// The hot tub by the words people say for it where a name says "Spa" (the pool-and-spa controllers' own word:
// "Spa Heater", "Spa Pump", "Balboa Spa") or the other way round. Vocabulary only; device-words.ts joins it.

/** Concept → its words ("|"-separated, written naturally, normalized on load). */
export const SPA_CONCEPTS: Readonly<Record<string, string>> = {
  // Wiktionary's translations of "hot tub" and "spa (hot tub)": the English "hot tub" and "spa", the brand
  // made a noun in most languages ("jacuzzi"), Swedish "badtunna" (the wooden tub) and "bubbelpool", Danish
  // and Norwegian "spabad" and "boblebad", Dutch "bubbelbad", Spanish "hidromasaje", Italian "idromassaggio",
  // French "bain à remous", Polish "wanna z hydromasażem", Japanese ジャグジー, Korean 자쿠지, Chinese 按摩浴缸.
  // Not "whirlpool": it is also a maker of washing machines and fridges.
  hot_tub:
    'hot tub|hottub|spa|jacuzzi|swim spa|badtunna|bubbelpool|spabad|boblebad|bubbelbad|bañera de hidromasaje|' +
    'hidromasaje|bain à remous|vasca idromassaggio|idromassaggio|minipiscina|banheira de hidromassagem|' +
    'hidromassagem|wanna z hydromasażem|jacuzzi ogrodowe|ジャグジー|자쿠지|按摩浴缸',
};
