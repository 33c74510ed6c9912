// "die Sauna aufheizen", "värm bastun", "nagrzej saunę", "サウナを温めて", "warm up the greenhouse": heating a
// place is done by what heats there (its thermostat or heater), not by its light or its fan, and the verb
// is no name nor the question "how warm". Said of a place with nothing else named, the order's kind is the
// heating; a device named as a heater answers when the place has no thermostat (the heater concept).
import type { KindWord } from './words/kind-words.js';
import { CJK_HEAT_STEMS, HEAT_FIRST, HEAT_PARTICLES, HEAT_VERBS } from './words/heat-verbs.js';

const HEATING: KindWord = {
  domain: 'climate',
  classes: ['heating', 'heat_cool'],
  activity: true,
  concept: 'heater',
  plural: false,
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

function isVerb(token: string, at: number, next: string | undefined): boolean {
  if (HEAT_VERBS.has(token)) return true;
  return at === 0 && HEAT_FIRST.has(token) && !PLACE_PREPOSITIONS.has(next ?? '');
}

/** The parse with the heating as its kind, when a place was said with a verb of heating it. */
export function heatingByVerb<P extends Said>(parsed: P): P {
  if (parsed.areas === undefined || parsed.devices !== undefined) return parsed;
  // Not a kind said ("heat the pool" is the water heater's); the reading "warm" is the verb read wrong.
  const reading = parsed.kind?.domain === 'sensor' && parsed.kind.classes?.includes('temperature') === true;
  if (parsed.kind !== undefined && !reading) return parsed;
  const joined = parsed.tokens.join('');
  // A CJK stem the tokenizer may have cut ("温め" → 温 + め): its parts are no names either.
  const stems = CJK_HEAT_STEMS.filter((stem) => joined.includes(stem));
  const said =
    stems.length > 0 || parsed.tokens.some((token, at) => isVerb(token, at, parsed.tokens[at + 1]));
  if (!said) return parsed;
  const first = parsed.tokens[0];
  const verb = (name: string) =>
    HEAT_VERBS.has(name) ||
    HEAT_PARTICLES.has(name) ||
    (name === first && HEAT_FIRST.has(name)) ||
    stems.some((stem) => stem.includes(name));
  const rest = parsed.names.filter((name) => !verb(name));
  if (rest.length > 0) return parsed;
  return { ...parsed, kind: HEATING, kindTokens: [], names: [], wants: undefined };
}
