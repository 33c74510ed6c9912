// Numbers said as words where a home writes digits ("bedroom two lamp" for "Bedroom 2 Lamp"), and the
// words a speech recogniser hears for them ("bedroom to lamp"). Integrations number what they find
// ("Hue color lamp 1", "Bedroom 2"), people say the number. Vocabulary only.
import { normalizeText } from '../normalize-text.js';

/**
 * Number words 1–10 in en, de, fr, es, it, nl, pt, pl, sv, da and nb. "One" is also an article in most
 * ("un", "een", "en"): every word here counts only after a word of a name ("chambre un", "foco sala
 * uno"), where no article stands.
 */
const NUMBERS: readonly string[] = [
  'one|eins|ein|eine|un|une|uno|una|um|uma|een|één|jeden|jedna|jedno|ett',
  'two|zwei|zwo|deux|dos|due|twee|dois|duas|dwa|dwie|två',
  'three|drei|trois|tres|tre|drie|três|trzy',
  'four|vier|quatre|cuatro|quattro|quatro|cztery|fyra',
  'five|fünf|cinq|cinco|cinque|vijf|pięć|fem',
  'six|sechs|seis|sei|zes|sześć|sex|seks',
  'seven|sieben|sept|siete|sette|zeven|sete|siedem|sju|syv',
  'eight|acht|huit|ocho|otto|oito|osiem|åtta|otte|åtte',
  'nine|neun|neuf|nueve|nove|negen|dziewięć|nio',
  'ten|zehn|dix|diez|dieci|tien|dez|dziesięć|tio',
];

/**
 * Words that sound like a number or are one in a language where they are also a common word ("to" is
 * two in Danish and "two" to a recogniser; "fire" is four in Danish): a number only after a word of a
 * name, never alone or first.
 */
const SOUNDS_LIKE: readonly (readonly [string, string])[] = [
  ['won', '1'],
  ['to', '2'],
  ['too', '2'],
  ['for', '4'],
  ['fore', '4'],
  ['fire', '4'],
  ['ate', '8'],
  ['ni', '9'],
  ['ti', '10'],
];

/**
 * Ordinals 1–5, said before the word they number ("the second bedroom" for "Bedroom 2"). Left out:
 * words that also mean something else in a request ("andra" is "other" in Swedish, "cuarto" and
 * "quarto" a room).
 */
const ORDINALS: readonly string[] = [
  // Every case of the adjective ("w drugim pokoju", "zweitem Zimmer"); "andra"/"anden"/"andre" (Swedish, Danish, Norwegian).
  'first|1st|erste|erster|ersten|erstes|erstem|premier|première|primer|primero|primera|primo|prima|eerste|primeiro|primeira|pierwszy|pierwsza|pierwsze|pierwszego|pierwszej|pierwszym|pierwszą|första|første|förste',
  'second|2nd|zweite|zweiter|zweiten|zweites|zweitem|deuxième|seconde|segundo|segunda|secondo|seconda|tweede|drugi|druga|drugie|drugiego|drugiej|drugim|drugą|andra|anden|andet|andre',
  'third|3rd|dritte|dritter|dritten|drittes|drittem|troisième|tercer|tercero|tercera|terzo|terza|derde|terceiro|terceira|trzeci|trzecia|trzecie|trzeciego|trzeciej|trzecim|trzecią|tredje',
  'fourth|4th|vierte|vierter|vierten|viertes|viertem|quatrième|vierde|czwarty|czwarta|czwarte|czwartego|czwartej|czwartym|czwartą|fjärde|fjerde',
  'fifth|5th|fünfte|fünfter|fünften|fünftes|fünftem|cinquième|quinto|quinta|vijfde|piąty|piąta|piąte|piątego|piątej|piątym|piątą|femte',
];

export const ORDINAL_WORDS: ReadonlyMap<string, string> = new Map(
  ORDINALS.flatMap((words, at) =>
    words.split('|').map((word) => [normalizeText(word), String(at + 1)] as const),
  ),
);

export const NUMBER_WORDS: ReadonlyMap<string, string> = new Map(
  NUMBERS.flatMap((words, at) =>
    words.split('|').map((word) => [normalizeText(word), String(at + 1)] as const),
  ),
);

/**
 * Words said before a number to mark it as one ("pokój numer dwa", "room number 2", "chambre numéro
 * deux"): dropped before a number, which then numbers the word before them as a name writes it.
 */
export const NUMBER_MARKERS: ReadonlySet<string> = new Set(
  'number|nr|nummer|numer|numéro|número|numero|nummeret'.split('|').map(normalizeText),
);

export const NUMBER_SOUNDS: ReadonlyMap<string, string> = new Map(SOUNDS_LIKE);

/** Digit → the number words that say it, for a home that writes "Bedroom Two". */
export const DIGIT_WORDS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [word, digit] of NUMBER_WORDS) map.set(digit, [...(map.get(digit) ?? []), word]);
  return map;
})();
