// "Charge the car", "lade das Auto", "carga el coche", "naładuj samochód", "차 충전해 줘", "给汽车充电": what is
// charged is the car, which no entity of the home is named after; what does it is the car's charger,
// whatever the home called it ("Zappi", "Ladesäule", "Punto de recarga", "Laddstolpe"). Said together, a
// charging verb and a car word are that charger (device-words.ts's ev_charger); one asks which of several.
// A home whose names hold the car word ("Car Charging", a car's own entities) keeps its own reading;
// the words of a charger's own name ("EV Charger") are no such name.
import { toCandidates } from './candidates.js';
import type { Resolution, ResolveOptions } from './resolution.js';
import type { TargetIndex } from './target-index.js';
import { CAR_WORDS, CHARGE_VERBS, CJK_CHARGE_STEMS } from './words/charge-words.js';
import { CAR_HEAT_WORDS } from './words/outdoor-concepts.js';
import { conceptKey } from './words/device-words.js';
import { CHARGER_NOUNS } from './words/outbuilding-concepts.js';

const CHARGER = conceptKey('ev_charger');
const BLOCK_HEATER = conceptKey('block_heater');

/** The home's car chargers when the words ask to charge the car; else undefined. */
export function carCharger(
  index: TargetIndex,
  words: readonly string[],
  options: ResolveOptions,
): Resolution | undefined {
  const charges = words.some(
    (word) =>
      CHARGE_VERBS.has(word) ||
      CHARGER_NOUNS.has(word) ||
      CJK_CHARGE_STEMS.some((stem) => word.startsWith(stem)),
  );
  return charges ? carThing(index, words, options, CHARGER) : undefined;
}

/**
 * "Die Heizung im Auto", "varm bilen op", "车里的暖气": what heats the car is its block heater, whatever the
 * home called it ("Standheizung Passat", "Motorvarmer", "Defa"), as charging it is its charger.
 */
export function carHeater(
  index: TargetIndex,
  words: readonly string[],
  options: ResolveOptions,
): Resolution | undefined {
  if (!words.some((word) => CAR_HEAT_WORDS.has(word))) return undefined;
  // "Stell die Heizung auf Auto", "set the heat to auto": a mode said after its preposition is no car.
  const mode = words.some((word, at) => AUTO_MODE.has(word) && MODE_BEFORE.has(words[at - 1] ?? ''));
  return mode ? undefined : carThing(index, words, options, BLOCK_HEATER);
}

const AUTO_MODE: ReadonlySet<string> = new Set([
  'auto',
  'automatic',
  'automatik',
  'automatico',
  'automatique',
]);
const MODE_BEFORE: ReadonlySet<string> = new Set(
  'to on auf in en sur su a op på til na w em para'.split(' '),
);

/** The things of the concept when a car word was said and names nothing else of the home. */
function carThing(
  index: TargetIndex,
  words: readonly string[],
  options: ResolveOptions,
  concept: string,
): Resolution | undefined {
  const cars = words.filter((word) => CAR_WORDS.has(word));
  // A word of the car that names something other than the thing ("Car Charging", "Tesla Auto").
  const named = (car: string) => index.words.exact(car).some((entity) => !entity.words.has(concept));
  if (cars.length === 0 || cars.some(named)) return undefined;
  const things = index.words
    .exact(concept)
    .filter((entity) => entity.primary && (options.domain === undefined || entity.domain === options.domain));
  if (things.length === 0) return undefined;
  if (things.length === 1)
    return { kind: 'found', entityIds: [things[0]!.id], group: false, domainNamed: false };
  return { kind: 'ambiguous', candidates: toCandidates(index, things, options.satelliteAreaId) };
}
