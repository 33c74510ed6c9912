// The words a device's registry entry gives it (`manufacturer`, `model`) that a person may call it by, read
// once when the index is built (target-index.ts); maker-device.ts reads them when a request is resolved.
import { normalizeText } from './normalize-text.js';
import { LATIN_BRANDS } from './words/brand-names.js';
import { withJoinedMakers } from './words/joined-makers.js';
import { MAKER_KINDS } from './words/maker-kinds.js';
import { modelLine } from './model-line.js';

/**
 * The words a device's maker and model say of it: the maker's own name, the first word of `manufacturer`
 * ("Sonos", "iRobot", "IKEA of Sweden", "Bang & Olufsen"), and the brand or product-line words of the model
 * ("Roomba i7", "Hue white lamp", "Echo Dot"). Other model words ("white", "lamp", "100") say nothing a
 * person calls the thing by.
 */
export function madeByWords(manufacturer: string | null, model: string | null): ReadonlySet<string> {
  const words = new Set<string>();
  const maker = normalizeText(withJoinedMakers(manufacturer ?? '')).split(' ');
  if (/^\p{L}{2,}$/u.test(maker[0] ?? '')) words.add(maker[0]!);
  for (const word of [...maker.slice(1), ...normalizeText(withJoinedMakers(model ?? '')).split(' ')])
    if (LATIN_BRANDS.has(word) || MAKER_KINDS.has(word)) words.add(word);
  // "Toon", "Doorman V2N": a model that is a line's name with its codes (model-line.ts).
  const line = modelLine(model);
  if (line !== undefined) words.add(line);
  return words;
}

interface MadeByIndex {
  devices: readonly { madeBy?: ReadonlySet<string> | undefined }[];
}

/** Every device's maker words, gathered once per index (each name word said asks; a big home has thousands). */
const MADE_BY = new WeakMap<MadeByIndex, ReadonlySet<string>>();

/** True when some device's maker or model says the word ("sonos" for a hidden "Era 100"). */
export function madeBySaid(index: MadeByIndex, word: string): boolean {
  let words = MADE_BY.get(index);
  if (words === undefined) {
    words = new Set(index.devices.flatMap((device) => [...(device.madeBy ?? [])]));
    MADE_BY.set(index, words);
  }
  return words.has(word);
}
