// "enciende la luzdel dormitorio", "acende a luz dacozinha", "światło wkuchni", "tænd lyskæden
// påterrassen": the speech recogniser ran a short function word into the word beside it. A word the
// home does not know that begins or ends with an article or a preposition is also read as the two.
import { normalizeText } from './normalize-text.js';
import { ALL_WORDS, STOP_WORDS } from './words/target-words.js';

/** The longest function word looked for at either end of a run-together word. */
const LONGEST_STOP = 4;

/**
 * The phrase again with each way one unknown word splits into a function word and a known word of three
 * letters or more; empty when no word splits.
 */
export function spacedReadings(text: string, known: (word: string) => boolean): string[] {
  const words = normalizeText(text).split(' ');
  const readings: string[] = [];
  words.forEach((word, at) => {
    const split = (left: string, right: string) =>
      readings.push([...words.slice(0, at), left, right, ...words.slice(at + 1)].join(' '));
    // "todos", "alles": an "all" word is one word as said, not "todo" run into a stray "s".
    if (!/^\p{Script=Latin}{5,}$/u.test(word) || known(word) || ALL_WORDS.has(word)) return;
    for (let size = 1; size <= LONGEST_STOP; size += 1) {
      // The rest must be a word of the home or of the tables as it stands: a near miss is no reading.
      const head = word.slice(0, size);
      const tail = word.slice(-size);
      const after = word.slice(size);
      const before = word.slice(0, -size);
      if (STOP_WORDS.has(head) && after.length >= 3 && known(after)) split(head, after);
      if (STOP_WORDS.has(tail) && before.length >= 3 && known(before)) split(before, tail);
    }
  });
  return readings;
}
