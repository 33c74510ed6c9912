// Lights by what they are and by what they light, where a name says it another way: "the hanging lights" for
// "Island Pendants", "la luce a parete" for an "Applique", "de hoge lamp" for a "Booglamp", "a luminária da
// escrivaninha" for a "Luminária de mesa", "lyset under skabene" for an "Underskabslys". Vocabulary and one
// test on a name's words; device-words.ts and kind-words.ts join them.
import type { KindEntry } from './kind-table.js';

/** Concept → more of its words ("|"-separated, written naturally, normalized on load). */
export const FIXTURE_CONCEPTS: Readonly<Record<string, string>> = {
  // "Hanging light", the everyday word for a pendant (Wiktionary "pendant light", synonyms "hanging lamp",
  // "drop light"), and the translations' forms the table lacks (luz colgante, luce a sospensione). The
  // phrases in the singular only (their plural is read from it and says every one), the words also in the
  // plural, one word each (Hängelampen, colgantes, suspensions, hanglampen, pendentes, pendellampor).
  pendant:
    'hanging light|hanging lamp|drop light|luz colgante|luce a sospensione|lâmpada pendente|pendants|' +
    'hängelampen|hängeleuchten|pendelleuchten|pendellampen|colgantes|suspensions|hanglampen|pendentes|' +
    'pendellampor|hængelamper',
  // A light on the wall, said by where it hangs ("la luce a parete", "luz de parede"), as the shops'
  // wall-light categories say it (lampade a parete, luminárias de parede), and the plural words as above.
  wall_lamp:
    'luce a parete|lampada a parete|luz de pared|luz de parede|sconces|wandlampen|wandleuchten|apliques|' +
    'appliques|arandelas|kinkiety|vägglampor|væglamper',
  // A tall lamp is the one that stands on the floor (Wiktionary "floor lamp": a tall lamp standing on the floor;
  // the shops' "tall floor lamp", "hohe Stehlampe", "lámpara alta de pie", "hoge vloerlamp", "hög golvlampa"):
  // only the phrase, as the round lamp of round 29d; the adjective alone is no lamp.
  floor_lamp:
    'tall lamp|tall light|hohe lampe|lámpara alta|lampe haute|lampada alta|hoge lamp|' +
    'candeeiro alto|luminária alta|wysoka lampa|hög lampa|höga lampan|høj lampe|høje lampe',
  // A lamp on a desk, by the desk's word in Brazil (Wiktionary "escrivaninha": desk) and the lamp's shop name
  // there ("luminária de mesa": a table or desk lamp, the category Brazilian shops sell desk lamps under).
  desk: 'escrivaninha|luminária de mesa|candeeiro de secretária',
  // The bedside table in Spain (Wiktionary "mesilla de noche", the "mesita" of Latin America).
  nightstand: 'mesilla|mesilla de noche',
  // Light under the wall cupboards said by the worktop it lights, in German ("Arbeitsplatte", its synonym
  // "Arbeitsfläche"), Swedish ("vid diskbänken", by the sink's counter: the phrase only, since a word
  // "diskbänk" would reach a "Disk" plug's "diskmaskinen") and Polish ("blat", with its genitive in
  // "podświetlenie blatu"), and Italian's plural of "sottopensile" (the shops' "luci sottopensili").
  under_cabinet:
    'arbeitsplatte|arbeitsfläche|über der arbeitsfläche|vid diskbänken|över diskbänken|vid köksbänken|blat|blatu|' +
    'nad blatem|sottopensili|under skabet|under skabe',
  // Light hidden in a cove of the ceiling or wall, thrown onto it (Wikipedia "Cove lighting"; Brazilian
  // "sanca", the plaster cove such light is built into, and "luz indireta").
  cove_light:
    'cove light|cove lighting|indirect light|indirect lighting|indirektes licht|indirekte beleuchtung|' +
    'luz indirecta|iluminación indirecta|éclairage indirect|lumière indirecte|luce indiretta|' +
    'illuminazione indiretta|indirect licht|indirecte verlichting|luz indireta|iluminação indireta|sanca|sancas|' +
    'światło pośrednie|oświetlenie pośrednie|indirekt belysning|indirekt ljus|indirekte belysning|indirekte lys',
};

/** Kind words of a light the kind table does not hold (Wiktionary pl "podświetlenie": backlighting). */
export const FIXTURE_KINDS: readonly KindEntry[] = [
  { domain: 'light', one: 'podświetlenie|podświetlenia', many: 'podświetlenia' },
];

/**
 * Compounds of the under-cabinet stem in Danish, Swedish, German and Dutch ("Underskabslys",
 * "Underskåpsljus", "Unterschranklicht", "Onderkastlamp"): the stem and a light word, with or without the
 * linking "s" (the shops write "underskabsbelysning", "underskåpsbelysning", "Unterbauleuchte").
 */
const CABINET_COMPOUND =
  /^(underskab|underskap|unterschrank|unterbau|onderkast|onderbouw)s?(lys|lyset|belysning|belysningen|ljus|ljuset|lampe|lampa|lampan|licht|leuchte|leuchten|beleuchtung|lamp|lampen|verlichting|led)$/u;

/** The under-cabinet key, when a name word is such a compound and the name holds no other key for it. */
export function fixtureKeys(tokens: readonly string[], keys: readonly string[]): string[] {
  const key = '~under_cabinet';
  return !keys.includes(key) && tokens.some((word) => CABINET_COMPOUND.test(word)) ? [key] : [];
}
