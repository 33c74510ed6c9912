// "LED-listen i sovrummet", "die WLAN-Steckdose im Flur": a compound written with a hyphen after an
// abbreviation or a name, as Swedish, Danish, Norwegian, German and Dutch write them, is one word to the
// tables and the home ("ledlist", a "Steckdose" at a compound's end). Text and the word tables only; the
// caller tries it when the words apart found nothing. Or, when the first part is a word nobody knows, the rest alone.
import { normalizeText } from './normalize-text.js';
import { CONNECTION_WORDS } from './words/connection-words.js';
import { APPLIANCE_WORDS } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';

/** Two words joined by a hyphen. */
const HYPHENATED = /(\p{L}+)-(?=(\p{L}+))/gu;

/**
 * The text with its hyphenated compounds written as one word; undefined when it has none. Not a term the
 * tables read apart ("le sèche-linge", "le lave-vaisselle"): that already said what it is,
 * and joined it would only end like another thing's name ("sechelinge" like the home's "Lave-linge").
 */
export function joinedAtHyphen(text: string): string | undefined {
  const joined = text.replace(HYPHENATED, (part: string, first: string, next: string) => {
    const term = normalizeText(`${first} ${next}`);
    return APPLIANCE_WORDS.has(term) || KIND_WORDS.has(term) ? part : first;
  });
  return joined === text ? undefined : joined;
}

/** A compound's first part and its hyphen ("WLAN-", "Zigbee-", the "Wi-" and "Fi-" of "Wi-Fi-"). */
const FIRST_PART = /(?<![\p{L}\p{N}])(\p{L}+)-(?=\p{L})/gu;
/** An abbreviation as written: capitals only ("WLAN", "USB", "IR"). */
const CAPITALS = /^\p{Lu}{2,}$/u;

/**
 * "die WLAN-Steckdose im Flur", "zigbee-uttaget i köket": a hyphenated compound whose first part says how the
 * thing is connected (words/connection-words.ts) or is an abbreviation, and no name of the home holds it,
 * tells how the thing talks, not which it is; the text with only the compound's rest, or undefined when no
 * first part is such. A word the home's names or the tables know keeps its say ("Sessel-Lampe" is no lamp of
 * any armchair). Tried when the words found nothing.
 */
export function hyphenRest(
  text: string,
  named: (word: string) => boolean,
  known: (word: string) => boolean,
): string | undefined {
  const rest = text.replace(FIRST_PART, (part: string, first: string) => {
    const word = normalizeText(first);
    const how = CONNECTION_WORDS.has(word) || (CAPITALS.test(first) && !known(word));
    return how && !named(word) ? '' : part;
  });
  return rest === text ? undefined : rest;
}
