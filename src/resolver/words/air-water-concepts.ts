// More everyday words for heating, ventilation and hot water, where a name says the thing another way: an
// underfloor heating named by its abbreviation ("FBH Bad", "Kitchen UFH"), a towel rail asked for by what it
// does to the towels, a room's ventilation said as a mass word ("udsugningen", "a ventilação"). Vocabulary
// only: kind-words.ts adds the kinds, device-words.ts the concepts.
import type { KindEntry } from './kind-table.js';

/** Kinds said by words the other tables lack; kind-words.ts adds them after them. */
export const AIR_WATER_KINDS: readonly KindEntry[] = [
  {
    // What moves a room's air, said as a mass word: Home Assistant's own Italian fan words hold
    // "ventilazione", and the other languages say it the same way (Wiktionary: ventilation, udsugning
    // "extraction (of air)", ventilação, ventilación, ventilatie, wentylacja, 환기). The kitchen's is its hood
    // (hood-apart.ts keeps it when it is the only fan there).
    domain: 'fan',
    one: 'ventilation|udsugning|ventilação|exaustão|extração de ar|ventilación|ventilatie|wentylacja|환기',
  },
  {
    // A room's thermometer is the sensor that gives its temperature, not the radiator's thermostat
    // (Wiktionary's translations of "thermometer").
    domain: 'sensor',
    classes: ['temperature'],
    strict: true,
    one: 'thermometer|thermomètre|termómetro|termometro|termômetro|termometr|termometer|온도계|温度計|温度计',
  },
];

/** Concept → its words (device-words.ts joins them to its own). */
export const AIR_WATER_CONCEPTS: Readonly<Record<string, string>> = {
  // Heating in the floor by its short forms and its plain words: "FBH" is German for Fußbodenheizung and
  // "UFH" British for underfloor heating (Wiktionary: FBH; the installers' and Heatmiser's pages), "heated
  // floor(s)" the everyday English (Wiktionary: heated floor).
  floor_heating:
    'underfloor|ufh|fbh|heated floor|heated floors|floor heat|radiant floor|radiant floor heating|fbh heizung',
  // A towel rail by what it heats or dries, as each language's shops call it: "handdoekverwarming" (nl),
  // "handdukselement" (sv: a towel radiator, "element" being the Swedish radiator), "aquecedor das toalhas"
  // (pt, "de" + "as"), "suszarka łazienkowa" (pl, the bathroom dryer: Wiktionary and the shops' category
  // "grzejniki łazienkowe / suszarki łazienkowe").
  towel_warmer:
    'handdoekverwarming|handdukselement|handduksradiator|aquecedor das toalhas|secador das toalhas|suszarka łazienkowa|grzejnik łazienkowy|calentador de toallas|chauffe serviettes|håndklæderadiator|handtuchradiator',
  // A house's ventilation unit said by what it does, recover the heat of the air it draws out: Dutch
  // "warmteterugwinning" (the "WTW" of a "WTW-unit"), German "Wärmerückgewinnung", Swedish "värmeåtervinning"
  // (Wikipedia's heat recovery ventilation articles in each language).
  ventilation:
    'warmteterugwinning|heat recovery|wärmerückgewinnung|värmeåtervinning|varmegenvinding|récupération de chaleur|recuperación de calor|recuperação de calor|recupero di calore|odzysk ciepła',
  // A tap that gives boiling water, by its everyday word and by Quooker, a maker of nothing else (its
  // catalogue; Wiktionary: kokendwaterkraan): "de kokendwaterkraan" is the plug or switch named "Quooker".
  boiling_water_tap:
    'quooker|kokendwaterkraan|kokend water kraan|boiling water tap|instant boiling water tap|kochendwasserhahn|kochendwasser armatur|robinet d eau bouillante|rubinetto acqua bollente|grifo de agua hirviendo|torneira de água a ferver|kran z wrzątkiem|kokvattenkran|kogende vandshane',
  // The kitchen's extractor by the word Portuguese speakers use for it, "a chaminé" (Priberam: chaminé, the
  // cooker hood in Portugal). Not Dutch "afzuiger": it is any extractor, a bathroom's too (slice 35's "de
  // afzuiger in de badkamer" for an "Afzuigventilator badkamer").
  hood: 'chaminé|chaminé da cozinha|extractor over the hob|extractor over the cooker',
};
