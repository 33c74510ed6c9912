// "die WLAN Steckdose im Schlafzimmer", "the wifi plug in the office", "la prise wifi du salon": a word of how a
// thing is connected (words/connection-words.ts), said as a word of its own, that no name of the home holds,
// tells how the thing talks, not which it is; so does one written together with the rest ("die WLANSteckdose",
// "die Funksteckdose", "das Zigbeelicht") when what follows it is a word the home or the kind tables know. Text
// only; the caller tries it when the words found nothing, so a hidden "Smart Speaker" is still said to be not
// available rather than another speaker found.
import { CONNECTION_WORDS } from './words/connection-words.js';

/**
 * Connection words long enough to open a compound: "ir", "bt", "rf", "lan" and "ble" begin too many words
 * ("irrigation", "lanterne", "bleu").
 */
const COMPOUND_HEADS = [...CONNECTION_WORDS].filter((word) => word.length >= 4);

/** The word's rest after a connection word it opens with, when that rest is a word `known` knows. */
function afterConnection(word: string, known: (word: string) => boolean): string | undefined {
  const head = COMPOUND_HEADS.find((start) => word.startsWith(start) && word.length - start.length >= 3);
  const rest = head === undefined ? undefined : word.slice(head.length);
  return rest !== undefined && known(rest) ? rest : undefined;
}

/**
 * The normalized text without its connection words the home's names lack (`named`), said apart or opening a
 * compound whose rest is `known`; undefined when it has none.
 */
export function withoutConnection(
  norm: string,
  named: (word: string) => boolean,
  known: (word: string) => boolean = named,
): string | undefined {
  const words = norm.split(' ');
  const kept = words
    .filter((word) => !CONNECTION_WORDS.has(word) || named(word))
    .map((word) => (named(word) ? word : (afterConnection(word, known) ?? word)));
  const same = kept.length === words.length && kept.every((word, at) => word === words[at]);
  return same || kept.length === 0 ? undefined : kept.join(' ');
}
