// The words for kinds of device in en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh: which domain a
// word names, which device classes it prefers, and whether it is plural. Vocabulary only, no lookups.
import { ACTIVITIES } from './activity-words.js';
import { HA_KINDS } from './ha-kind-words.js';
import { SHOP_KINDS } from './store-names.js';
import { ROOF_WINDOW_KIND } from './roof-window-words.js';
import { REGIONAL_KIND_WORDS } from './regional-words.js';
import { normalizeText } from '../normalize-text.js';
import { jobNouns } from '../forms/job-noun.js';
import { imperatives } from '../forms/imperative.js';
import { COMMAND_WORDS, STOP_WORDS } from './target-words.js';
import { VERB_WORDS } from './verb-words.js';
import { KINDS, type KindEntry, type KindTraits } from './kind-table.js';
import { CLIMATE_KINDS } from './climate-concepts.js';
import { NIGHT_ACTIVITIES, NIGHT_KINDS } from './night-concepts.js';
import { OUTDOOR_KINDS } from './outdoor-concepts.js';
import { AIR_WATER_KINDS } from './air-water-concepts.js';
import { EVERYDAY_KINDS } from './everyday-concepts.js';
import { SAFETY_KINDS } from './safety-concepts.js';
import { YARD_KINDS } from './yard-concepts.js';
import { TERRACE_KINDS } from './terrace-concepts.js';
import { OUTBUILDING_KINDS } from './outbuilding-concepts.js';
import { EVERYDAY_KIND_FORMS } from './everyday-kind-forms.js';
import { ENERGY_KINDS } from './energy-concepts.js';
import { ENTRANCE_ACTIVITIES, ENTRANCE_KINDS } from './entrance-concepts.js';
import { FIXTURE_KINDS } from './fixture-concepts.js';
import { UTILITY_ACTIVITIES, UTILITY_KINDS } from './utility-concepts.js';
import { HOUSEHOLD_ACTIVITIES, HOUSEHOLD_KINDS } from './household-kinds.js';

/** Words other tables hold: an imperative that is one of them is left to them ("barre" locks). */
const TAKEN: readonly { has(word: string): boolean }[] = [COMMAND_WORDS, STOP_WORDS, VERB_WORDS];

export interface KindWord extends KindTraits {
  plural: boolean;
}

export { COOLING_CLASS, HEAT_COOL_CLASS, HEATING_CLASS } from './kind-table.js';

// Written here first, then the words generated from Home Assistant's own intents (ha-kind-words.ts):
// where both list a word, the hand-written kind wins.
const ALL_KINDS: readonly KindEntry[] = [
  ...KINDS,
  ...CLIMATE_KINDS,
  ...NIGHT_KINDS,
  ...OUTDOOR_KINDS,
  ...AIR_WATER_KINDS,
  ...EVERYDAY_KINDS,
  ...SAFETY_KINDS,
  ...YARD_KINDS,
  ...TERRACE_KINDS,
  ...OUTBUILDING_KINDS,
  ...EVERYDAY_KIND_FORMS,
  ...ENERGY_KINDS,
  ...ENTRANCE_KINDS,
  ...FIXTURE_KINDS,
  ...UTILITY_KINDS,
  ...HOUSEHOLD_KINDS,
  ROOF_WINDOW_KIND,
  // "The hardware list": a list named after a chain of that kind of shop (store-names.ts).
  ...Object.entries(SHOP_KINDS).map(([shop, one]) => ({ domain: 'todo', classes: [shop], one })),
  ...ACTIVITIES.map((entry) => ({ ...entry, activity: true })),
  ...NIGHT_ACTIVITIES.map((entry) => ({ ...entry, activity: true })),
  ...ENTRANCE_ACTIVITIES.map((entry) => ({ ...entry, activity: true })),
  ...UTILITY_ACTIVITIES.map((entry) => ({ ...entry, activity: true })),
  ...HOUSEHOLD_ACTIVITIES.map((entry) => ({ ...entry, activity: true })),
  // A generated word that is an order's word of some language stays the order's: Dutch "lager" (lower)
  // is no Danish "låger" (gates) once folded.
  ...HA_KINDS.map((entry) => ({ ...entry, one: ordersLeftOut(entry.one), many: ordersLeftOut(entry.many) })),
];

function ordersLeftOut(list: string): string {
  return list
    .split('|')
    .filter((phrase) => !COMMAND_WORDS.has(normalizeText(phrase)))
    .join('|');
}

function phrases(list: string | undefined): string[] {
  return list === undefined
    ? []
    : list
        .split('|')
        .map(normalizeText)
        .filter((phrase) => phrase !== '');
}

/** Normalized phrase → the kinds it names (the first listed wins when a word is in two lists). */
export const KIND_WORDS: ReadonlyMap<string, KindWord> = (() => {
  const map = new Map<string, KindWord>();
  for (const entry of ALL_KINDS) {
    const base = {
      domain: entry.domain,
      ...(entry.classes === undefined ? {} : { classes: entry.classes }),
      ...(entry.strict === true ? { strict: true } : {}),
      ...(entry.activity === true ? { activity: true } : {}),
      ...(entry.fallback === undefined ? {} : { fallback: entry.fallback }),
      ...(entry.prefers === undefined ? {} : { prefers: entry.prefers }),
      ...(entry.concept === undefined ? {} : { concept: entry.concept }),
      ...(entry.mass === true ? { mass: true } : {}),
      ...(entry.anyServes === true ? { anyServes: true } : {}),
    };
    for (const phrase of phrases(entry.one))
      if (!map.has(phrase)) map.set(phrase, { ...base, plural: false });
    for (const phrase of phrases(entry.many))
      if (!map.has(phrase)) map.set(phrase, { ...base, plural: true });
  }
  // A region's word for a kind ("クーラー", "테레비", "抽風機"): the kind its standard word names.
  for (const [standard, { one, many }] of Object.entries(REGIONAL_KIND_WORDS)) {
    const kind = map.get(normalizeText(standard))!;
    for (const phrase of phrases(one)) if (!map.has(phrase)) map.set(phrase, { ...kind, plural: false });
    for (const phrase of phrases(many)) if (!map.has(phrase)) map.set(phrase, { ...kind, plural: true });
  }
  // "friega el suelo", "dammsug": an activity's verb said as an order, where no other word is that form.
  for (const entry of ACTIVITIES.filter((activity) => activity.orders === true)) {
    for (const phrase of phrases(entry.one)) {
      const [verb, ...rest] = phrase.split(' ');
      for (const form of imperatives(verb!)) {
        const said = [form, ...rest].join(' ');
        if (!map.has(said) && !TAKEN.some((words) => words.has(form))) map.set(said, map.get(phrase)!);
      }
      // "el barrido", "le balayage", "zamiatanie": the job said as a noun (forms/job-noun.ts).
      for (const noun of rest.length === 0 ? jobNouns(verb!) : [])
        if (!map.has(noun) && !TAKEN.some((words) => words.has(noun))) map.set(noun, map.get(phrase)!);
    }
  }
  return map;
})();

/**
 * Plural kind words that differ from a singular of theirs only by diacritics ("Rollläden" / "Rollladen"):
 * normalizing folds them into the singular, so they are recognised in the raw words. Lowercase, NFC.
 */
export const DIACRITIC_PLURALS: ReadonlySet<string> = (() => {
  const set = new Set<string>();
  const raw = (list: string | undefined): string[] =>
    list === undefined ? [] : list.split('|').map((phrase) => phrase.toLowerCase().normalize('NFC'));
  for (const entry of KINDS) {
    const singular = raw(entry.one);
    const folded = new Set(singular.map(normalizeText));
    // "Lüfter", "Fernseher": the same word in both numbers stays as it was, a singular.
    for (const plural of raw(entry.many)) {
      if (folded.has(normalizeText(plural)) && !singular.includes(plural)) set.add(plural);
    }
  }
  return set;
})();

/** Whether the raw text says a kind in a plural that only its diacritics tell apart. */
export function saysDiacriticPlural(text: string): boolean {
  if (DIACRITIC_PLURALS.size === 0) return false;
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => DIACRITIC_PLURALS.has(word));
}

/** Device classes some kind word of the domain prefers; a kind avoids the classes of its siblings. */
const CLASSES_BY_DOMAIN: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, Set<string>>();
  for (const entry of KINDS) {
    const classes = map.get(entry.domain) ?? new Set<string>();
    for (const deviceClass of entry.classes ?? []) classes.add(deviceClass);
    map.set(entry.domain, classes);
  }
  return map;
})();

/** True when an entity of this device class fits the kind word ("blinds" never reach a garage door). */
export function fitsKind(kind: KindWord, deviceClass: string | null): boolean {
  if (kind.classes === undefined) return true;
  if (deviceClass !== null && kind.classes.includes(deviceClass)) return true;
  if (kind.strict === true) return false;
  if (deviceClass === null) return true;
  // A binary sensor's class is what it senses: a door word of any table ("døren") is no motion sensor.
  if (kind.domain === 'binary_sensor') return false;
  return CLASSES_BY_DOMAIN.get(kind.domain)?.has(deviceClass) !== true;
}

/**
 * Words that ask for a reading rather than the device ("oven energy", "Haustür Batterie"): with one
 * of them the device's sensors are wanted, without them its controllable entity.
 */
export const READING_WORDS: ReadonlySet<string> = new Set(
  phrases(
    'battery|energy|power|consumption|usage|temperature|temp|humidity|motion|occupancy|presence|illuminance|signal|voltage|current|pressure|moisture|flow|level|co2|air quality|status|state|batterie|energie|leistung|verbrauch|strom|temperatur|feuchtigkeit|luftfeuchtigkeit|bewegung|präsenz|signal|spannung|druck|batería|energía|potencia|consumo|temperatura|humedad|movimiento|presencia|señal|puissance|consommation|température|humidité|mouvement|présence|tension|pression|batteria|energia|potenza|umidità|movimento|presenza|segnale|accu|batterij|verbruik|vermogen|luchtvochtigheid|vochtigheid|beweging|bateria|energia|potência|umidade|humidade|movimento|bateria|energia|moc|zużycie|temperatura|wilgotność|ruch|배터리|온도|습도|전력|에너지|소비|움직임|동작|バッテリー|温度|湿度|電力|消費電力|人感|电池|电量|功率|耗电|湿度|能耗',
  ),
);

/**
 * A domain's own name in each language (how Home Assistant titles lights, valves, fans, speakers,
 * switches): said of one thing, such a word still means any of the kind, while a narrower word ("lamp",
 * "arrosage") prefers the devices whose own name holds it. Korean 선풍기 and Japanese 扇風機 are such
 * narrower words: the electric fan, not the bathroom's extractor (환풍기, 換気扇).
 */
export const DOMAIN_WORDS: ReadonlySet<string> = new Set(
  phrases(
    'light|lights|lighting|licht|lichter|beleuchtung|luz|luces|iluminación|lumière|lumières|éclairage|luce|luci|illuminazione|lichten|verlichting|luzes|iluminação|światło|światła|oświetlenie|ljus|ljuset|belysning|lys|lyset|조명|불|전등|電気|照明|明かり|灯|灯光|電灯|电灯|valve|valves|ventil|ventile|válvula|vanne|valvola|klep|zawór|ventiler|밸브|バルブ|阀门|fan|fans|ventilator|ventilador|ventilateur|ventilatore|wentylator|fläkt|blæser|风扇|media player|speaker|lautsprecher|altavoz|enceinte|altoparlante|luidspreker|głośnik|högtalare|højttaler|스피커|スピーカー|音箱|switch|schalter|interruptor|interrupteur|interruttore|schakelaar|przełącznik|스위치|スイッチ|开关',
  ),
);

/** "shopping" and "list": two kind words of one domain, one of them saying which kind of it. */
export function sameDomain(current: KindWord | undefined, next: KindWord): boolean {
  return (
    current !== undefined &&
    current.domain === next.domain &&
    (current.classes === undefined) !== (next.classes === undefined)
  );
}
