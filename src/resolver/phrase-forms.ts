// A phrase said another way before it is looked up: without its small words and verbs, with brands in
// Latin letters, or with its place's words read as a name's. Pure functions over the parsed phrase.
import { isPlural } from './plural-said.js';
import type { ParsedTarget } from './parse-target.js';
import { withoutStopWords, type IndexedPlace } from './target-index.js';
import { latinBrands } from './words/brand-names.js';
import { APPLIANCE_WORDS, conceptKey } from './words/device-words.js';
import { COMMAND_WORDS, STOP_WORDS } from './words/target-words.js';
import { VERB_WORDS } from './words/verb-words.js';
import { KIND_WORDS } from './words/kind-words.js';

/**
 * The phrase read with its place's words as a name's words: a device's ("lampa sufitowa w salonie" with
 * a device "Lampa sufitowa" elsewhere and a light "Lampa sufitowa Salon"; the area stays), else one
 * area's named literally (a list "Lavori fienile" that sits in no area).
 */
export function placeAsName(parsed: ParsedTarget): ParsedTarget | undefined {
  const words = (place: IndexedPlace) => place.names[0]!.split(' ').filter((word) => !STOP_WORDS.has(word));
  const [device, ...otherDevices] = parsed.devices ?? [];
  // "the desk lamp in the study" with a device "Desk Lamp" in another room and a "Study Desk" light:
  // the device's kind word ("lamp") stays the kind, its other words are the name's.
  const named = (place: IndexedPlace) => words(place).filter((word) => !parsed.kindTokens.includes(word));
  if (device !== undefined && otherDevices.length === 0)
    return { ...parsed, devices: undefined, names: [...parsed.names, ...named(device)] };
  const [area, ...otherAreas] = parsed.areas ?? [];
  if (area === undefined || otherAreas.length > 0 || !parsed.literalArea || parsed.floors !== undefined)
    return undefined;
  return { ...parsed, areas: undefined, names: [...parsed.names, ...words(area)] };
}

/**
 * Each word of a short phrase of small words and verbs only, the last first ("das nas" → "nas",
 * "schalte das nas aus" → "aus", "nas", "das"): one of them is the name.
 */
function smallWordsAlone(norm: string): string[] {
  const words = norm.split(' ').filter((word) => !COMMAND_WORDS.has(word) && !VERB_WORDS.has(word));
  return norm.includes(' ') && words.length <= 3 ? words.reverse() : [];
}

/**
 * "turn off the den tv" for a "Den TV": a name that begins with a small word of some language ("den",
 * "die", "la"), said after an article, is tried with that word kept before every small word is dropped.
 */
function smallWordFirst(norm: string, stripped: string): string[] {
  const words = norm.split(' ');
  const small = (at: number) => STOP_WORDS.has(words[at] ?? '');
  const kept = words.filter(
    (word, at) =>
      (small(at) ? small(at - 1) && !small(at + 1) : !COMMAND_WORDS.has(word)) && !VERB_WORDS.has(word),
  );
  const form = kept.join(' ');
  return form === stripped || form === norm ? [] : [form];
}

/** The phrase as said, without its articles, prepositions and verbs, and with brands in Latin letters. */
export function forms(norm: string): string[] {
  const stripped = withoutStopWords(norm)
    .split(' ')
    .filter((word) => !COMMAND_WORDS.has(word) && !VERB_WORDS.has(word))
    .join(' ');
  const all =
    stripped === '' || stripped === norm ? [norm] : [norm, ...smallWordFirst(norm, stripped), stripped];
  const latin = latinBrands(all.at(-1)!.split(' ')).join(' ');
  const read = latin === all.at(-1) ? all : [...all, latin];
  // "das NAS", "liga a NOS": every word is a small word of some language, one of them the name.
  return stripped === '' ? [...read, ...smallWordsAlone(norm)] : read;
}

/**
 * The kind's words alone when verbs or question words were said around them and nothing else ("lock the
 * gate", "把铁门锁好"): a home may call a lock and its sensor by a kind word ("Gate", "大门"), and that
 * whole name names them, as the bare word does, rather than the kind's other members. Not in the plural
 * ("båda tv:arna" is every TV, not the one called "TV").
 */
export function kindSaidAsName(parsed: ParsedTarget): string | undefined {
  const kindWords = parsed.kindTokens;
  if (isPlural(parsed)) return undefined;
  if (kindWords.length === 0 || parsed.names.length > 0 || parsed.tokens.length <= kindWords.length)
    return undefined;
  if (parsed.areas !== undefined || parsed.floors !== undefined || parsed.devices !== undefined)
    return undefined;
  return kindWords.join(' ');
}

const LATIN_TEXT = /^[\p{Script=Latin}\p{N} ]+$/u;

/**
 * The phrase's readings tried as a whole name, most trusted first: as said; as the tokenizer read it word
 * for word ("la macchinetta del caffè": "la macchina del caffe"), not when it cut words or particles apart
 * (compounds, Korean), which the parse has weighed; its kind words alone; its kind and place as one name.
 */
export function nameReadings(norm: string, parsed: ParsedTarget): string[] {
  const read = parsed.tokens.join(' ');
  const wordForWord =
    read !== norm && LATIN_TEXT.test(read) && parsed.tokens.length === norm.split(' ').length;
  const kind = kindSaidAsName(parsed);
  return [
    norm,
    ...(wordForWord ? [read] : []),
    ...(kind === undefined ? [] : [kind]),
    ...kindInPlaceAsNames(parsed),
  ];
}

/**
 * "światło w salonie" where a light is named "Światło salon", "the light in the living room" beside a
 * "Living Room Light": one thing of a kind said in a place, when a name is that kind word and that place's
 * name, is the thing so named, as the name said whole already is. Both orders; the place as the home
 * writes it, however the phrase declined it. Only where a noun says it is one (Latin letters): Korean,
 * Japanese and Chinese mark no number, and "거실에 있는 조명" is the room's lights.
 */
export function kindInPlaceAsNames(parsed: ParsedTarget): string[] {
  const [area, ...others] = parsed.areas ?? [];
  const kind = parsed.kindTokens.join(' ');
  if (area === undefined || others.length > 0 || kind === '' || isPlural(parsed) || parsed.all) return [];
  if (parsed.names.length > 0 || parsed.floors !== undefined || parsed.devices !== undefined) return [];
  if (!/^[\p{Script=Latin} ]+$/u.test(kind)) return [];
  return area.names.flatMap((name) => [`${kind} ${name}`, `${name} ${kind}`]);
}

/**
 * The home's own appliance words read as their concept ("die Deckenlampe im Wohnzimmer" where only the
 * kitchen's light is called "Küche Deckenlampe" and the living room's "Wohnzimmer Decke"): the home's word
 * beats the concept when it names something there, else the concept still holds. Undefined when no name
 * word is an appliance word.
 */
export function namesAsConcepts(parsed: ParsedTarget): ParsedTarget | undefined {
  const names = parsed.names.map((word) => APPLIANCE_WORDS.get(word) ?? word);
  return names.some((word, at) => word !== parsed.names[at]) ? { ...parsed, names } : undefined;
}

/**
 * "cuánto calor hace en la bodega" in a home with a "Bomba de calor" elsewhere: a kind's word that a name
 * holds, where that name is not (the phrase found nothing), is the kind ("calor": a temperature asked).
 */
export function namesAsKind(parsed: ParsedTarget): ParsedTarget | undefined {
  if (parsed.kind !== undefined) return undefined;
  const at = parsed.names.findIndex((word) => KIND_WORDS.has(word));
  const word = parsed.names[at];
  if (word === undefined) return undefined;
  const names = parsed.names.filter((_, other) => other !== at);
  return { ...parsed, kind: KIND_WORDS.get(word), kindTokens: [word], names };
}

/**
 * "L'arrosage du gazon", "el riego de los rosales", "die Bewässerung für den Rasen": a valve's word said
 * with what it waters, words that named nothing (the phrase found nothing), is the valve alone.
 */
export function wateredLeftOut(parsed: ParsedTarget): ParsedTarget | undefined {
  // Not a plain valve's word: "the gas valve" is no watering.
  const watering = APPLIANCE_WORDS.get(parsed.kindTokens.join(' ')) === conceptKey('watering');
  return watering && parsed.kind?.domain === 'valve' && parsed.names.length > 0
    ? { ...parsed, names: [] }
    : undefined;
}

/** The readings tried in turn on a phrase that found nothing, before the index's own (phrase-resolver.ts). */
export const READ_AGAIN: readonly ((parsed: ParsedTarget) => ParsedTarget | undefined)[] = [
  namesAsConcepts,
  wateredLeftOut,
  namesAsKind,
];
