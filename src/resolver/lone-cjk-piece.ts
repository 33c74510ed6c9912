// "和室照明" holds 和室, not 室: a room's name of two Chinese characters (or kana) is one word, and a name
// that writes it is cut at it, never through it. Cut with the tables alone ("和室" as 和 + 室, "和室温度" as
// 和 + 室温 + 度), the name would answer any request holding one of its characters: "洋室の照明" or "茶室の照明"
// (rooms this home lacks) acted on the 和室's light, and "室温" (the room temperature) read it as the room.
// Longer room names ("小雨的房间", "ゆいの部屋") are cut as before: a person's name stands in them.
import { tokenizePhrase, type KnownWords } from './tokenize-phrase.js';

const TWO_CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2}$/u;
const NO_WORDS: KnownWords = { has: () => false };

/** The words of the rooms' and floors' names that are one word of two characters ("和室", "书房", "2階"). */
export function twoCharacterRooms(roomWords: Iterable<string>): ReadonlySet<string> {
  const rooms = new Set<string>();
  for (const word of roomWords) if (TWO_CJK.test(word)) rooms.add(word);
  return rooms;
}

/** The parts of a name cut with the tables, at a room word of two characters where it writes one. */
export function finerParts(phrase: string, rooms: ReadonlySet<string>): string[] {
  for (const room of rooms) if (phrase.includes(room)) return tokenizePhrase(phrase, rooms);
  return tokenizePhrase(phrase, NO_WORDS);
}
