// Words of the utility room: the valve that shuts the home's water off, by the words people call it beside
// what a home's names call it ("the stopcock" for "Mains Water", "la llave de paso" for "Válvula general",
// "stophanen" for "Hovedhane", "水道の元栓" for "進水総阀"), and airing a room said by its noun. Vocabulary only;
// device-words.ts and kind-words.ts join these to their own.
import type { ActivityEntry } from './activity-words.js';
import type { KindEntry } from './kind-table.js';

/** Concept → its words ("|"-separated, written naturally, normalized on load). */
export const UTILITY_CONCEPTS: Readonly<Record<string, string>> = {
  // The home's main water valve, by Wiktionary's "stopcock" / "main water valve" and their translations and
  // the plumbers' and shops' words for it in each language (Hauptwasserhahn / Hauptabsperrventil, llave de
  // paso, robinet d'arrêt / vanne générale / arrivée d'eau, rubinetto generale / valvola generale,
  // hoofdkraan / watertoevoer, registo / torneira de segurança, zawór główny, huvudkran, stophane / hovedhane,
  // 元栓 / 止水栓, 总阀 / 总水阀, 메인 밸브 / 수도 밸브). Scandinavian definite forms are listed: the word is said
  // with them. Not the tap ("Wasserhahn", "grifo", "robinet", "kraan") nor "water" alone: a kitchen tap, a
  // water heater, a water sensor are no main valve.
  main_water_valve:
    'stopcock|stop cock|main stopcock|water main|water mains|mains water|main water valve|water shutoff|water shut off|water shutoff valve|main shutoff valve|main valve' +
    '|hauptwasserhahn|wasserhaupthahn|haupthahn|hauptventil|hauptwasserventil|hauptabsperrhahn|hauptabsperrventil|wasserzufuhr|wasserhauptventil' +
    '|llave de paso|llave del agua|llave general|llave general del agua|llave de paso general|válvula general|válvula general del agua' +
    '|vanne générale|vanne d arrivée d eau|robinet d arrêt|robinet d arrêt général|robinet général|arrivée d eau|arrivée d eau générale' +
    '|valvola generale|valvola generale dell acqua|rubinetto generale|rubinetto generale dell acqua|valvola principale|saracinesca dell acqua|valvola acqua generale|valvola generale acqua|rubinetto acqua generale|rubinetto generale acqua' +
    '|hoofdkraan|hoofdwaterkraan|watertoevoer|hoofdafsluiter|hoofdafsluiter water|stopkraan' +
    '|registo da água|registo de água|registo geral|torneira geral|torneira geral da água|válvula geral|registro geral' +
    '|zawór główny|główny zawór|zawór główny wody|główny zawór wody' +
    '|huvudkran|huvudkranen|huvudventil|huvudventilen|vattenavstängning|avstängningskran' +
    '|stophane|stophanen|hovedhane|hovedhanen|hovedventil|hovedventilen|hovedstophane|hovedstophanen' +
    '|元栓|水道元栓|水道の元栓|止水栓|总阀|总水阀|进水总阀|水总阀|自来水总阀|总水闸|메인 밸브|메인밸브|수도 밸브|수도밸브|메인 수도 밸브',
};

/**
 * Airing a room said by the noun rather than the verb (round 29e's airing words hold the verbs and French
 * "aération"): Italian "aerazione" and its verb "aerare" (Treccani: aerare, aerazione), Danish "udluftning"
 * (Den Danske Ordbog), Swedish "vädring" (SAOL), Polish "wietrzenie" / "przewietrzenie" (Wiktionary),
 * Portuguese "arejamento" (Priberam). A fan's work where a room has one.
 */
export const UTILITY_ACTIVITIES: readonly ActivityEntry[] = [
  {
    domain: 'fan',
    one: 'aerazione|aerare|aera|udluftning|udluftningen|vädring|vädringen|wietrzenie|przewietrzenie|arejamento',
  },
];

/**
 * Water where it should not be is what a leak sensor watches for: "is there water under the sink", "staat er
 * water onder het aanrecht", "Wasser auf dem Boden" ask the moisture sensor there (Home Assistant's moisture
 * class reads "wet"/"dry"). Water said with "under" or "on the floor" only: water alone is a heater, a valve,
 * a meter's reading.
 */
export const UTILITY_KINDS: readonly KindEntry[] = [
  {
    domain: 'binary_sensor',
    classes: ['moisture'],
    strict: true,
    one: 'water under|water underneath|water onder|wasser unter|agua debajo|agua bajo|eau sous|acqua sotto|água debaixo|água por baixo|woda pod|vatten under|vand under|water on the floor|water op de vloer|wasser auf dem boden|agua en el suelo|eau par terre|acqua per terra|água no chão|woda na podłodze|vatten på golvet|vand på gulvet',
  },
];
