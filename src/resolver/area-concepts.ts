// Which room concepts an area's names spell (kitchen, bedroom …), in any language the tables know: a
// whole name that is a room word ("Kitchen", "Küche"), or a room word inside it ("Master Bedroom",
// "主卧室"). Used once per area when the target index is built.
import { ROOM_VARIANTS, ROOM_WORDS } from './words/place-words.js';
import { STOP_WORDS } from './words/target-words.js';
import { tokenizePhrase, type KnownWords } from './tokenize-phrase.js';

/**
 * "客房1", "子供部屋2", "손님방1": a number written on to a room word, as Chinese, Japanese and Korean
 * homes number their rooms, is read apart from it, like "Guest Room 1", so the room word is found.
 */
const NUMBER_ON = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(\d+)$/u;

/** The name with a number written on to its last word set apart ("客房1" → "客房 1"). */
export function numberApart(name: string): string {
  return name.replace(NUMBER_ON, ' $1');
}

/** The name without articles and prepositions (as the target index's second key). */
const withoutStopWords = (name: string) =>
  name
    .split(' ')
    .filter((word) => !STOP_WORDS.has(word))
    .join(' ');

export function conceptsOf(names: string[], known: KnownWords): { concepts: string[]; exact: boolean } {
  const concepts = new Set<string>();
  let exact = false;
  for (const name of names) {
    // "Bedroom A": a small word that ends a name labels the room, it is not dropped.
    const last = name.split(' ').at(-1) ?? '';
    const bare = ROOM_WORDS.has(name) || STOP_WORDS.has(last) ? name : withoutStopWords(name);
    const whole = ROOM_WORDS.get(bare);
    if (whole !== undefined) {
      exact ||= !ROOM_VARIANTS.has(bare);
      for (const concept of whole) concepts.add(concept);
      continue;
    }
    const tokens = tokenizePhrase(numberApart(name), known);
    for (let start = 0; start < tokens.length; start += 1) {
      for (let end = tokens.length; end > start; end -= 1) {
        const found = ROOM_WORDS.get(tokens.slice(start, end).join(' '));
        if (found !== undefined) for (const concept of found) concepts.add(concept);
      }
    }
  }
  return { concepts: [...concepts], exact };
}
