// "luz del garaje", "luce del garage", "the garage light" in a home with no garage: a room word the home has no
// room for is read by its stem as another kind ("garaje" as the garage door's), which beside the kind said
// only qualified it, and a qualifier no candidate holds narrows nothing: every light of the home was asked
// about. The room word is what the thing is sought by, a word of its name, and nothing is called that.
// Said alone ("abre el garaje") the stem's kind stands: the garage door. Pure over the parse.
import { KIND_WORDS } from './words/kind-words.js';
import { ROOM_WORDS } from './words/place-words.js';

interface Said {
  kindTokens: string[];
  qualifiers: string[];
  names: string[];
}

/** A kind span that is one room word, read as a kind by its stem only (no kind table lists the word). */
export function roomReadAsKind(words: readonly string[]): boolean {
  return words.length === 1 && ROOM_WORDS.has(words[0]!) && !KIND_WORDS.has(words[0]!);
}

/** The parse with the room words read as kinds (`said`) that only qualify the kind said as name words. */
export function absentRoomAsName<P extends Said>(parsed: P, said: readonly string[]): P {
  const rooms = parsed.qualifiers.filter((word) => said.includes(word));
  if (rooms.length === 0) return parsed;
  const other = (word: string) => !rooms.includes(word);
  return {
    ...parsed,
    kindTokens: parsed.kindTokens.filter(other),
    qualifiers: parsed.qualifiers.filter(other),
    names: [...parsed.names, ...rooms],
  };
}
