// "geef de tuin water", "give the veg patch some water", "dale agua al huerto", "donne de l'eau au potager":
// giving a place water is watering it, with the place said between the verb and the water. The tables
// hold "water geven" and "regar" as one activity; said apart, the words named nothing, or the place's
// other things ("Tuinverlichting") with the valve.
import { normalizeText } from './normalize-text.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';

const words = (list: string): ReadonlySet<string> => new Set(list.split(' ').map(normalizeText));

/** To give, as an order or its infinitive (not Portuguese "dá", which is also "of the"). */
const GIVE = words(
  'give geef geven gib gebt geben dale dele dar donne donnez donner dai dare daj dajcie ge giv',
);
/** Water, the noun. */
const WATER = words('water wasser agua acqua eau wody wodę vatten vand');

interface Said {
  tokens: string[];
  kind: KindWord | undefined;
  names: string[];
  devices: unknown;
}

/** The parse with watering as its kind, when "give" and "water" were the only words for the thing. */
export function wateringByGiving<P extends Said>(parsed: P): P {
  if (parsed.kind !== undefined || parsed.devices !== undefined) return parsed;
  if (!parsed.tokens.some((token) => GIVE.has(token))) return parsed;
  if (!parsed.tokens.some((token) => WATER.has(token))) return parsed;
  const names = parsed.names.filter((word) => !WATER.has(word) && !GIVE.has(word));
  const watering = KIND_WORDS.get(normalizeText('water geven'));
  return names.length > 0 || watering === undefined ? parsed : { ...parsed, kind: watering, names };
}
