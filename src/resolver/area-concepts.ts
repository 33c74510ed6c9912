// Which room concepts an area's names spell (kitchen, bedroom …), in any language the tables know: a
// whole name that is a room word ("Kitchen", "Küche"), or a room word inside it ("Master Bedroom",
// "主卧室"). Used once per area when the target index is built.
import { FLOOR_WORDS, ROOM_VARIANTS, ROOM_WORDS } from './words/place-words.js';
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
    let held = false;
    for (let start = 0; start < tokens.length; start += 1) {
      for (let end = tokens.length; end > start; end -= 1) {
        const found = ROOM_WORDS.get(tokens.slice(start, end).join(' '));
        if (found !== undefined) for (const concept of found) concepts.add(concept);
        held ||= found !== undefined;
      }
    }
    if (!held) for (const concept of cjkRoomAtEdge(name)) concepts.add(concept);
  }
  return { concepts: [...concepts], exact };
}

/** Chinese, Japanese and Korean room words of two characters or more, longest first, built once. */
let cjkRooms: [string, readonly string[]][] | undefined;
const CJK_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]{2,}$/u;
const CJK_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー\d]+$/u;

/**
 * True when a CJK name written as one word is its floor and the room word ("1階トイレ", "二楼卫生间",
 * "2층화장실", or the other way round, "卫生间二楼"): the floor said by the table's words or a number.
 * A word of another kind before it makes another room ("主寝室" is the master bedroom, no "寝室").
 */
export function floorAndRoom(name: string, word: string): boolean {
  if (word.length < 2 || name === word) return false;
  // The cheap tests first: this runs over every area for each room word said.
  const rest = name.endsWith(word)
    ? name.slice(0, -word.length)
    : name.startsWith(word)
      ? name.slice(word.length)
      : undefined;
  return rest !== undefined && (FLOOR_WORDS.has(rest) || /^\d+$/.test(rest)) && CJK_NAME.test(name);
}

/** The concepts of the room word a CJK name holds after (or before) its floor, else none. */
function cjkRoomAtEdge(name: string): readonly string[] {
  cjkRooms ??= [...ROOM_WORDS]
    .filter(([word, concepts]) => CJK_WORD.test(word) && !concepts.includes('room'))
    .sort(([a], [b]) => b.length - a.length);
  return cjkRooms.find(([word]) => floorAndRoom(name, word))?.[1] ?? [];
}
