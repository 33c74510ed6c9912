// What warms or shades a terrace and the tub beside it, by the words people say (round 30f): the patio
// heater, the hot tub, the awning by its shop names. Vocabulary only (device-words.ts and kind-words.ts
// join it to their own).
import type { KindEntry } from './kind-table.js';

export const TERRACE_CONCEPTS: Readonly<Record<string, string>> = {
  // A patio heater, as the shops of each language sell it: German "Heizpilz" (the mushroom-shaped one) and
  // "Heizstrahler" / "Terrassenstrahler" (the radiant one, the shops' category for terraces), Spanish "estufa
  // de exterior" / "seta calefactora", French "parasol chauffant", Italian "fungo riscaldante", Dutch
  // "terrasverwarmer", Portuguese "aquecedor de exterior", Polish "promiennik tarasowy", Swedish
  // "terrassvärmare", Danish and Norwegian "terrassevarmer" (Wiktionary: patio heater; shop categories).
  patio_heater:
    'patio heater|outdoor heater|terrace heater|heizpilz|heizstrahler|terrassenstrahler|terrassenheizer|terrassenheizstrahler|' +
    'estufa de exterior|estufa de terraza|seta calefactora|parasol chauffant|chauffage de terrasse|chauffage extérieur|' +
    'fungo riscaldante|stufa a fungo|riscaldatore da esterno|terrasverwarmer|terrasverwarming|aquecedor de exterior|' +
    'aquecedor de esplanada|promiennik tarasowy|grzejnik tarasowy|parasol grzewczy|terrassvärmare|utevärmare|terrassevarmer',
  // A hot tub is a spa in American English and in the makers' names (Wiktionary: spa, "a hot tub"), a
  // "jacuzzi" by its maker in most languages; German "Whirlpool" is left out (a maker of washing machines).
  hot_tub:
    'hot tub|spa|jacuzzi|swim spa|bañera de hidromasaje|bain à remous|vasca idromassaggio|minipiscina|bubbelbad|' +
    'banheira de hidromassagem|wanna z hydromasażem|badtunna|spabad|boblebad|udendørs spa|utomhusspa',
};

/**
 * The awning by the names shops give it ("Sonnenmarkise", "Terrassenmarkise", "Gelenkarmmarkise",
 * "Kassettenmarkise": OBI's and Hornbach's categories), in the singular and the plural: an awning, which
 * the kind table knows as "Markise".
 */
export const TERRACE_KINDS: readonly KindEntry[] = [
  {
    domain: 'cover',
    classes: ['awning'],
    one: 'sonnenmarkise|terrassenmarkise|balkonmarkise|gelenkarmmarkise|kassettenmarkise',
    many: 'sonnenmarkisen|terrassenmarkisen|balkonmarkisen|gelenkarmmarkisen|kassettenmarkisen',
  },
];
