// "the light in Alfie's bedroom" for an area "Alfie's Room", "Lenas Schlafzimmer" for "Lenas Zimmer": a
// child's or a lodger's room named after them is their bedroom, so the person's name with either word (a
// room, a bedroom) is that one area, not every bedroom beside it. Reads the target index only.
import type { IndexedPlace, TargetIndex } from './target-index.js';
import { ROOM_WORDS } from './words/place-words.js';

/** Room concepts a person's own room is called by: their room and their bedroom are one. */
const OWN_ROOM = new Set(['room', 'bedroom']);

function ownRoomWord(word: string | undefined): boolean {
  const concepts = word === undefined ? undefined : ROOM_WORDS.get(word);
  return concepts !== undefined && concepts.length > 0 && concepts.every((concept) => OWN_ROOM.has(concept));
}

/** The person an area's name says it belongs to ("alfie s room" → alfie, "lenas zimmer" → lena), if any. */
function ownerOf(name: string): string | undefined {
  const words = name.split(' ');
  // "alfie s room": the English genitive apart, as normalizing leaves it.
  if (words.length === 3 && words[1] === 's' && ownRoomWord(words[2])) return words[0];
  // "lenas zimmer", "emmas rum": a genitive s written on.
  if (words.length === 2 && words[0]!.length >= 4 && words[0]!.endsWith('s') && ownRoomWord(words[1]))
    return words[0]!.slice(0, -1);
  return undefined;
}

const OWNED_ROOMS = new WeakMap<TargetIndex, Map<string, IndexedPlace[]>>();

/** The areas named as someone's room, by that person. */
function ownedRooms(index: TargetIndex): Map<string, IndexedPlace[]> {
  let rooms = OWNED_ROOMS.get(index);
  if (rooms !== undefined) return rooms;
  rooms = new Map();
  for (const area of index.areas)
    for (const name of area.names) {
      const person = ownerOf(name);
      if (person === undefined || !/^\p{L}{3,}$/u.test(person)) continue;
      const held = rooms.get(person) ?? [];
      if (!held.includes(area)) rooms.set(person, [...held, area]);
    }
  OWNED_ROOMS.set(index, rooms);
  return rooms;
}

/**
 * The normalized phrase with "<person>('s) <room or bedroom>" replaced by the name of the one area named
 * as that person's room, when the room word said is another than the area's; else undefined.
 */
export function personsNamedRoom(index: TargetIndex, words: readonly string[]): string | undefined {
  const rooms = ownedRooms(index);
  if (rooms.size === 0) return undefined;
  for (let at = 0; at + 1 < words.length; at += 1) {
    const said = words[at]!;
    const apart = words[at + 1] === 's';
    const room = apart ? at + 2 : at + 1;
    if (!ownRoomWord(words[room])) continue;
    const person = apart ? said : said.endsWith('s') ? said.slice(0, -1) : undefined;
    const areas = person === undefined ? undefined : rooms.get(person);
    if (areas?.length !== 1) continue;
    const name = areas[0]!.names[0]!;
    const spoken = words.slice(at, room + 1).join(' ');
    if (areas[0]!.names.includes(spoken)) continue;
    return [...words.slice(0, at), name, ...words.slice(room + 1)].join(' ');
  }
  return undefined;
}
