// What stands in the open air and what never does, for "how cold is it outside": a carport has a roof but no
// walls, so its thermometer reads the outside air (Wiktionary: carport, "a roof for a car, open at the sides";
// abri voiture, posto auto coperto, wiata garażowa, カーポート, 카포트, 车棚); a fridge's or a freezer's sensor reads
// the inside of the appliance, wherever it stands ("Outdoor Kitchen Fridge" is no outside temperature). Reads
// names only.
import type { IndexedEntity, IndexedPlace } from './target-index.js';
import { normalizeText } from './normalize-text.js';
import { APPLIANCE_WORDS } from './words/device-words.js';

const LATIN = /^[\p{Script=Latin}\p{N} ]+$/u;

const OPEN_AIR_PLACES: readonly string[] =
  'carport|carporten|carports|abri voiture|abri de voiture|abri auto|posto auto coperto|tettoia auto|wiata garażowa|wiata|telheiro|カーポート|카포트|车棚'
    .split('|')
    .map(normalizeText);

/** The words of the appliances that cool what is inside them: their sensors read the inside. */
const COLD_APPLIANCES: readonly string[] = [...APPLIANCE_WORDS]
  .filter(([, key]) => key === '~fridge' || key === '~freezer')
  .map(([phrase]) => phrase);

function holds(name: string, phrase: string): boolean {
  return LATIN.test(phrase) ? ` ${name} `.includes(` ${phrase} `) : name.includes(phrase);
}

/** True for a place open to the outside air by its name: a carport. */
export function openAirPlace(place: IndexedPlace): boolean {
  const names = place.names.map(normalizeText);
  return names.some((name) => OPEN_AIR_PLACES.some((word) => holds(name, word)));
}

/** True for a sensor of a fridge or a freezer, by its own names: it never reads the outside. */
export function insideColdAppliance(entity: IndexedEntity): boolean {
  const names = entity.names.map(normalizeText);
  return names.some((name) => COLD_APPLIANCES.some((word) => holds(name, word)));
}
