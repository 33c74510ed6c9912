// "die WLAN Steckdose im Schlafzimmer", "the wifi plug in the office", "la prise wifi du salon": a word of how a
// thing is connected (words/connection-words.ts), said as a word of its own, that no name of the home holds,
// tells how the thing talks, not which it is. Text only; the caller tries it when the words found nothing, so a
// hidden "Smart Speaker" is still said to be not available rather than another speaker found.
import { CONNECTION_WORDS } from './words/connection-words.js';

/** The normalized text without its connection words the home's names lack; undefined when it has none. */
export function withoutConnection(norm: string, named: (word: string) => boolean): string | undefined {
  const words = norm.split(' ');
  const kept = words.filter((word) => !CONNECTION_WORDS.has(word) || named(word));
  return kept.length === words.length || kept.length === 0 ? undefined : kept.join(' ');
}
