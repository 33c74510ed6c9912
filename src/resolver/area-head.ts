// A room said by the last part of its one-word name: "im Stall" for an area "Hühnerstall", "in de stal"
// for "Koeienstal", "i stalden" for "Hestestald". Dutch, German and Nordic room names are compounds, and people
// say their head alone, as they say "the barn" of a "Hay Barn". Knows the index's areas only.
import { definiteBases, type Endings } from './forms/word-endings.js';
import type { IndexedPlace, TargetIndex } from './target-index.js';
import { ROOM_WORDS } from './words/place-words.js';
import {
  ALL_WORDS,
  BOTH_WORDS,
  COMMAND_WORDS,
  HERE_WORDS,
  HOME_WORDS,
  STOP_WORDS,
} from './words/target-words.js';

const LATIN = /^\p{Script=Latin}+$/u;
/**
 * Words that are never a room's head: small words, orders, "all", "both", "here", the home ("im Haus").
 * A room word the tables know ("Küche") is read by its concept, not here: "das Licht in der Küche" in a
 * "Wohnküche" is still the "Küchenlicht".
 */
const NOT_HEADS = [ALL_WORDS, BOTH_WORDS, COMMAND_WORDS, HERE_WORDS, HOME_WORDS, STOP_WORDS];

/**
 * The areas whose one-word name ends in the word (four letters at least, three more before it), when
 * the home knows no other use of it; in a home with definite endings, also the word without one
 * ("stalden").
 */
export function areasByHead(index: TargetIndex, word: string, endings: Endings): IndexedPlace[] {
  if (word.length < 4 || !LATIN.test(word) || index.words.has(word)) return [];
  if (ROOM_WORDS.has(word) || NOT_HEADS.some((words) => words.has(word))) return [];
  const heads = endings === 'definite' ? [word, ...definiteBases(word)] : [word];
  return index.areas.filter((area) =>
    area.compacts.some((name) => heads.some((head) => name.length - head.length >= 3 && name.endsWith(head))),
  );
}

/** The word at `start` as the head of an area's name: a span of one word, as parse-target reads places. */
export function headAt(
  index: TargetIndex,
  tokens: readonly string[],
  start: number,
  endings: Endings,
): { span: { type: 'area'; places: IndexedPlace[] }; end: number } | undefined {
  const areas = areasByHead(index, tokens[start]!, endings);
  return areas.length > 0 ? { span: { type: 'area', places: areas }, end: start + 1 } : undefined;
}
