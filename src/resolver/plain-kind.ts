// "The fan", "el ventilador", "fläkten", "tænd ventilatoren": a domain's own word, said of one thing, is the
// things plainly of that domain, not those named as another machine the home keeps in it (an air purifier,
// or a ventilation unit that Home Assistant shows as a fan), when some are plainly of it. What a thing stands
// on or where it hangs ("Desk Fan", "Ventilador de techo") keeps it of its domain, and so does an extractor
// (a hood's word is also a fan's: "extractor fan"). Pure.
import { conceptKey } from './words/device-words.js';
import type { IndexedEntity } from './target-index.js';

/** Machines of their own that a home keeps in another's domain. */
const OTHER_MACHINES: ReadonlySet<string> = new Set(
  ['purifier', 'ventilation', 'heater', 'heat_pump', 'boiler'].map(conceptKey),
);

/** The entities plainly of their domain, or all of them when none or every one is named otherwise. */
export function plainOfDomain(entities: IndexedEntity[], domain: string): IndexedEntity[] {
  // A light named by its shape or its fixture ("Lampadario", "Spots") is still a light.
  if (domain === 'light' || entities.length < 2) return entities;
  const plain = entities.filter((entity) => ![...entity.nameWords].some((word) => OTHER_MACHINES.has(word)));
  return plain.length > 0 ? plain : entities;
}
