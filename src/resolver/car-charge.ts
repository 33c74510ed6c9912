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
import { conceptKey } from './words/device-words.js';

const CHARGER = conceptKey('ev_charger');

/** The home's car chargers when the words ask to charge the car; else undefined. */
export function carCharger(
  index: TargetIndex,
  words: readonly string[],
  options: ResolveOptions,
): Resolution | undefined {
  const charges = words.some(
    (word) => CHARGE_VERBS.has(word) || CJK_CHARGE_STEMS.some((stem) => word.startsWith(stem)),
  );
  if (!charges) return undefined;
  const cars = words.filter((word) => CAR_WORDS.has(word));
  // A word of the car that names something other than a charger ("Car Charging", "Tesla Auto").
  const named = (car: string) => index.words.exact(car).some((entity) => !entity.words.has(CHARGER));
  if (cars.length === 0 || cars.some(named)) return undefined;
  const chargers = index.words
    .exact(CHARGER)
    .filter((entity) => entity.primary && (options.domain === undefined || entity.domain === options.domain));
  if (chargers.length === 0) return undefined;
  if (chargers.length === 1)
    return { kind: 'found', entityIds: [chargers[0]!.id], group: false, domainNamed: false };
  return { kind: 'ambiguous', candidates: toCandidates(index, chargers, options.satelliteAreaId) };
}
