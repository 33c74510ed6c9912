// "The hot tub heater" in a home whose "Spa" is a room (a sauna, showers, a day bed): a room called so is a
// wellness room, not a hot tub (Wiktionary: spa, "a health resort"; a house's "spa room"), so the hot tub
// its name spells is no word of the things in it, unless their own name or their device's says it ("Spa
// Heater", a device "Spa" with a "Heater"). Read once per entity when the index is built (target-index.ts).
import { applianceKeys, conceptKey } from './words/device-words.js';

const HOT_TUB = conceptKey('hot_tub');

/** The entity's words without the hot tub only its area's name gave it. */
export function withoutSpaRoom(
  words: Set<string>,
  nameWords: ReadonlySet<string>,
  deviceNames: readonly string[],
): Set<string> {
  if (!words.has(HOT_TUB) || nameWords.has(HOT_TUB)) return words;
  if (deviceNames.some((name) => applianceKeys(name.split(' ')).includes(HOT_TUB))) return words;
  words.delete(HOT_TUB);
  return words;
}
