// "die Sauna aufheizen", "värm bastun", "nagrzej saunę", "サウナを温めて", "warm up the greenhouse": heating a
// place is done by what heats there (its thermostat or heater), not by its light or its fan, and the verb
// is no name nor the question "how warm". Said of a place with nothing else named, the order's kind is the
// heating; a device named as a heater answers when the place has no thermostat (the heater concept).
// Cooling the same way ("cool down the loft", "enfría el ático", "冷やして"): what can cool there (an air
// conditioner, a heat pump), never the radiator beside it; in a place with none of them, its fan.
import type { KindWord } from './words/kind-words.js';
import { APPLIANCE_WORDS } from './words/device-words.js';
import { COOLING_CLASS, HEAT_COOL_CLASS, HEATING_CLASS } from './words/kind-table.js';
import { CJK_HEAT_STEMS, HEAT_FIRST, HEAT_PARTICLES, HEAT_VERBS } from './words/heat-verbs.js';
import { CJK_COOL_STEMS, COOL_FIRST, COOL_PARTICLES, COOL_VERBS } from './words/cool-verbs.js';

const HEATING: KindWord = {
  domain: 'climate',
  classes: [HEATING_CLASS, HEAT_COOL_CLASS],
  activity: true,
  concept: 'heater',
  plural: false,
};

const COOLING: KindWord = {
  domain: 'climate',
  classes: [COOLING_CLASS, HEAT_COOL_CLASS],
  strict: true,
  activity: true,
  plural: false,
};

/** What cools a place that has nothing else to cool it: Home Assistant's fan domain. */
const FAN: KindWord = { domain: 'fan', plural: false };

/** One way of changing a place's warmth: its verbs and the kind that does it. */
interface PlaceVerbs {
  verbs: ReadonlySet<string>;
  first: ReadonlySet<string>;
  particles: ReadonlySet<string>;
  stems: readonly string[];
  kind: KindWord;
}

const HEAT: PlaceVerbs = {
  verbs: HEAT_VERBS,
  first: HEAT_FIRST,
  particles: HEAT_PARTICLES,
  stems: CJK_HEAT_STEMS,
  kind: HEATING,
};
const COOL: PlaceVerbs = {
  verbs: COOL_VERBS,
  first: COOL_FIRST,
  particles: COOL_PARTICLES,
  stems: CJK_COOL_STEMS,
  kind: COOLING,
};

interface Said {
  tokens: string[];
  kind: KindWord | undefined;
  kindTokens: string[];
  names: string[];
  areas: unknown;
  devices: unknown;
  wants?: unknown;
}

/**
 * "warm in the study?", "warm im Bad?", "varm i köket?": the adjective said first with the place after a
 * preposition asks whether it is warm there; the order names the place straight after ("värm bastun").
 */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set([
  'in',
  'im',
  'i',
  'op',
  'dans',
  'nel',
  'nella',
  'w',
  'na',
  'no',
]);

function isVerb(words: PlaceVerbs, token: string, at: number, next: string | undefined): boolean {
  if (words.verbs.has(token)) return true;
  return at === 0 && words.first.has(token) && !PLACE_PREPOSITIONS.has(next ?? '');
}

function byVerb<P extends Said>(parsed: P, words: PlaceVerbs): P | undefined {
  if (parsed.areas === undefined || parsed.devices !== undefined) return undefined;
  const joined = parsed.tokens.join('');
  // A CJK stem the tokenizer may have cut ("温め" → 温 + め): its parts are no names either.
  const stems = words.stems.filter((stem) => joined.includes(stem));
  const said =
    stems.length > 0 || parsed.tokens.some((token, at) => isVerb(words, token, at, parsed.tokens[at + 1]));
  if (!said) return undefined;
  const first = parsed.tokens[0];
  // "kyl vindsrummet": the order's first word read as the appliance it also names (the fridge, "kyl").
  const firstConcept = first !== undefined && words.first.has(first) ? APPLIANCE_WORDS.get(first) : undefined;
  const verb = (name: string) =>
    words.verbs.has(name) ||
    name === firstConcept ||
    words.particles.has(name) ||
    (name === first && words.first.has(name)) ||
    stems.some((stem) => stem.includes(name));
  // Not a kind said ("heat the pool" is the water heater's); the reading "warm" or a kind the verb itself
  // spelled ("cool" as a climate word, "冷やし" as the fridge's) is the verb read wrong.
  const reading = parsed.kind?.domain === 'sensor' && parsed.kind.classes?.includes('temperature') === true;
  if (parsed.kind !== undefined && !reading && !parsed.kindTokens.every(verb)) return undefined;
  const rest = parsed.names.filter((name) => !verb(name));
  if (rest.length > 0) return undefined;
  return { ...parsed, kind: words.kind, kindTokens: [], names: [], wants: undefined };
}

/** The parse with the heating (or the cooling) as its kind, when a place was said with a verb of doing it. */
export function heatingByVerb<P extends Said>(parsed: P): P {
  return byVerb(parsed, HEAT) ?? byVerb(parsed, COOL) ?? parsed;
}

/**
 * "cool the bedroom", "kühl das Schlafzimmer ab" where nothing there cools (no air conditioner, no heat pump):
 * its fan, as people cool a room with one rather than go without. The parse with the fan as its kind when
 * the cooling was asked for; undefined otherwise.
 */
export function coolingByFan<P extends Said>(parsed: P): P | undefined {
  return parsed.kind === COOLING ? { ...parsed, kind: FAN, kindTokens: [] } : undefined;
}
