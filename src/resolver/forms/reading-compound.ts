// A reading said inside one compound word: "Stromverbrauch", "Energieverbrauch", "energiforbruget",
// "elförbrukningen". A Germanic compound's last part is its head, so the word asks for the reading its
// last part names, also with a Scandinavian definite ending. Latin letters only; the tables stay as written.
import { READING_CLASS_WORDS } from '../words/device-words.js';
import { definiteBases } from './word-endings.js';

const LATIN_WORD = /^\p{Script=Latin}+$/u;
/** The shortest head a compound may end in ("strom" + "verbrauch"): shorter tails are endings, not words. */
const SHORTEST_HEAD = 5;

function classesOf(word: string): readonly string[] | undefined {
  return (
    READING_CLASS_WORDS.get(word) ??
    definiteBases(word)
      .map((base) => READING_CLASS_WORDS.get(base))
      .find(Boolean)
  );
}

/** The device classes of the reading a word asks for, whole, with a definite ending or as a compound's head. */
export function readingClassesOf(word: string): readonly string[] | undefined {
  const whole = classesOf(word);
  if (whole !== undefined || word.length < SHORTEST_HEAD + 3 || !LATIN_WORD.test(word)) return whole;
  for (let cut = 3; word.length - cut >= SHORTEST_HEAD; cut += 1) {
    const head = classesOf(word.slice(cut));
    if (head !== undefined) return head;
  }
  return undefined;
}
