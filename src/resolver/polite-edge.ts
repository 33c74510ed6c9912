// "das Licht im Flur bitte schön", "la lumière du couloir merci beaucoup", "lampan i hallen är du snäll",
// "eee światło na korytarzu": a polite tail or a hesitation said without a pause mark is no part of the thing,
// when no name of the home says it. set-off.ts reads the same set off by a comma; here only the words people
// say so (words/polite-words.ts) are left out, never an unknown word, which may be a name mistyped.
import { normalizeText } from './normalize-text.js';
import type { TargetIndex } from './target-index.js';
import { politeEdges } from './words/polite-words.js';

/** More words than any polite tail or hesitation of the table. */
const MOST_WORDS = 5;

/**
 * The request without a polite tail at its end or a hesitation at its start (one edge at a time: the caller
 * reads the rest again), as said; undefined when it has neither.
 */
export function withoutPoliteEdge(
  index: TargetIndex,
  text: string,
  language: string | undefined,
): string | undefined {
  const { tails, hesitations } = politeEdges(language);
  const [tailSet, hesitationSet] = [new Set(tails), new Set(hesitations)];
  const words = text.trim().split(/\s+/);
  const polite = (said: string[], set: ReadonlySet<string>) => {
    const phrase = normalizeText(said.join(' '));
    return set.has(phrase) && !namesSay(index, phrase);
  };
  for (let count = Math.min(MOST_WORDS, words.length - 1); count > 0; count -= 1) {
    if (polite(words.slice(-count), tailSet)) return words.slice(0, -count).join(' ');
    if (polite(words.slice(0, count), hesitationSet)) return words.slice(count).join(' ');
  }
  return undefined;
}

/** Whether a name of the home (a thing's or a room's) says the phrase: then it is no polite word there. */
function namesSay(index: TargetIndex, phrase: string): boolean {
  if (!phrase.includes(' ')) return index.words.has(phrase);
  const says = (name: string) => ` ${name} `.includes(` ${phrase} `);
  return (
    index.entities.some((entity) => entity.names.some(says)) ||
    index.areas.some((area) => area.names.some(says))
  );
}
