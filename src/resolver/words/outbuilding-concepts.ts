// What warms a terrace and shades it, by more of the words people say (round 30j): the heat lamp and the
// Polish shops' patio heater, and the English sunshade. Vocabulary only (device-words.ts and kind-words.ts
// join it to their own; terrace-concepts.ts holds round 30f's words for the same things).
import { normalizeText } from '../normalize-text.js';
import type { KindEntry } from './kind-table.js';

export const OUTBUILDING_CONCEPTS: Readonly<Record<string, string>> = {
  // A heat lamp is a radiant heater (Den Danske Ordbog "varmelampe", SAOL "värmelampa", Duden "Wärmelampe",
  // Van Dale "warmtelamp"); on a terrace it is the patio heater. Polish shops sell the patio heater as an
  // "ogrzewacz tarasowy" (Castorama's and OBI's category; Wiktionary: ogrzewacz, a heater) and the radiant one
  // as a "promiennik (podczerwieni)", an infrared radiant heater (the same shops' category).
  patio_heater:
    'heat lamp|varmelampe|varmelamper|värmelampa|värmelampor|wärmelampe|warmtelamp|ogrzewacz tarasowy|ogrzewacze tarasowe|' +
    'promiennik|promienniki|promiennik podczerwieni|promienniki podczerwieni',
  // Portuguese "repuxo", a jet of water and the fountain that throws it (Priberam), beside "chafariz".
  fountain: 'repuxo|repuxos',
  // Polish "ogrzewacz" is a heater of any kind (Wiktionary; Wielki słownik języka polskiego).
  heater: 'ogrzewacz|ogrzewacze',
};

/**
 * The sunshade (Wiktionary: "an awning, canopy, parasol or similar", written in one word or two): said of a
 * cover, the awning.
 */
export const OUTBUILDING_KINDS: readonly KindEntry[] = [
  {
    domain: 'cover',
    classes: ['awning'],
    one: 'sunshade|sun shade',
    many: 'sunshades|sun shades',
  },
  // The robot lawn mower by its short Nordic names, as the shops and makers write them: Swedish
  // "robotklippare" (Husqvarna's and Clas Ohlson's pages), Danish and Norwegian "robotklipper", Norwegian
  // "gressklipper" / "robotgressklipper" (Bokmålsordboka: gressklipper).
  {
    domain: 'lawn_mower',
    one: 'robotklippare|robotklipper|gressklipper|robotgressklipper',
    many: 'robotklippare|robotklippere|gressklippere|robotgressklippere',
  },
];

/**
 * The charger as a noun, in each language (Wiktionary's translations of "charger"; English "charger" is among
 * the charging verbs already, as French spells the verb): said with a car word ("opladeren til bilen", "el
 * cargador del coche"), the car's charger (car-charge.ts). With the Nordic definite forms.
 */
export const CHARGER_NOUNS: ReadonlySet<string> = new Set(
  (
    'chargers oplader opladeren opladere lader laderen ladere laddare laddaren laddbox laddboxen ' +
    'ladegerät ladegeräts cargador chargeur caricatore caricabatterie carregador ładowarka ładowarkę ładowarki'
  )
    .split(' ')
    .map(normalizeText),
);
