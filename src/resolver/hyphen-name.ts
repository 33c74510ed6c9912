// "Olles ledlist" for a light called "LED-list": a name that writes a compound with a hyphen after an
// abbreviation or a name ("LED-list", "WLAN-Steckdose") is that one word to the tables, as a request that
// writes it whole says it. Read once per name when the index is built (target-index.ts).
import { normalizeText } from './normalize-text.js';
import { APPLIANCE_WORDS } from './words/device-words.js';

/** Two words joined by a hyphen. */
const HYPHENATED = /(\p{L}+)-(?=(\p{L}+))/gu;

/** The concept keys of the compounds a name writes with a hyphen ("LED-list" → ~light_strip). */
export function hyphenNameKeys(name: string): string[] {
  const keys: string[] = [];
  for (const [, first, next] of name.matchAll(HYPHENATED)) {
    const key = APPLIANCE_WORDS.get(normalizeText(`${first!}${next!}`));
    if (key !== undefined && !keys.includes(key)) keys.push(key);
  }
  return keys;
}
