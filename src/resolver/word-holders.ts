// The things one word of a request names, when the whole phrase is no name: the word as the home writes
// it, then with another ending, as a compound's end, with a Scandinavian definite ending undone, in the
// plural of a name word, or as a reading (a sensor's class). Moved out of phrase-resolver.ts whole.
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { definiteHolders, type Endings } from './forms/word-endings.js';
import { pluralOfName, shortPluralBase } from './forms/name-plural.js';
import { saidInPlural } from './plural-said.js';
import { readingFirst, readingHolders, withSameReading, withUseReadings } from './reading-holders.js';
import { KIND_WORDS } from './words/kind-words.js';

/** The holders of `word`, and whether it was said in the plural ("every one of them"). */
export function wordHolders(
  index: TargetIndex,
  word: string,
  endings: Endings,
): { found: Set<IndexedEntity>; plural: boolean } {
  let plural = false;
  let found = readingFirst(index, word) ?? index.words.loose(word);
  // "alla hyllampor", "vindueslamperne", "alle Stehlampen": a name word in the plural is every holder
  // (before another ending: "vindueslamperne" is no other word of "Vindueslampe").
  const singular =
    found.size === 0
      ? pluralOfName(
          word,
          (said) => index.words.has(said),
          endings,
          (said) => index.words.loose(said).size,
        )
      : undefined;
  if (singular !== undefined) [found, plural] = [index.words.loose(singular), true];
  // Another ending ("rodzinny" for "Rodzina"), or a reading by the sensor's class.
  if (found.size === 0) found = new Set(index.words.stemmed(word));
  if (found.size === 0) found = new Set(tailHolders(index, word));
  if (found.size === 0) found = new Set(index.words.compoundEnd(word));
  const definite = found.size === 0 ? definiteHolders(index.words, word, endings) : undefined;
  if (definite !== undefined) [found, plural] = [definite.things, definite.plural];
  found =
    found.size === 0
      ? readingHolders(index, word)
      : withSameReading(index, word, withUseReadings(index, word, found));
  // "both Echo Dots", "the pods": a short name word with a plural "-s", too short for the endings above.
  const short = found.size === 0 ? shortPluralBase(word, (said) => index.words.has(said)) : undefined;
  if (short !== undefined) [found, plural] = [new Set(index.words.exact(short)), true];
  return { found, plural: plural || saidInPlural(index, word, endings) };
}

/**
 * The holders of a compound's last part ("vochtigheid" in "luchtvochtigheid"); none when the word is a kind
 * word of its own whose last part is a word of an area's name: "telecamera" (a camera) in an Italian home
 * with a room "Camera" names no thing of that room.
 */
function tailHolders(index: TargetIndex, word: string): readonly IndexedEntity[] {
  const end = index.words.tailWord(word);
  if (end === undefined) return [];
  const areaWord = index.areas.some((area) => area.names.some((name) => name.split(' ').includes(end)));
  return areaWord && KIND_WORDS.has(word) ? [] : index.words.exact(end);
}
