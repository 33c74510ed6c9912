// "the porch light" in a home with a "Front Porch Light" in the front yard and a "Back Porch Light" in the
// backyard, and no porch of its own: the room word reaches only a related room (the backyard, as a garden
// beside a terrace), which would leave out a thing the home names with that very word. The word is then
// the things' name, not the room. Reads the target index only.
import type { IndexedPlace, TargetIndex } from './target-index.js';

/**
 * True when a room word of one word that no area is (only related rooms were found for it) is a word of
 * things' own names, one of them outside those rooms.
 */
export function namedBeyondRelated(
  index: TargetIndex,
  words: readonly string[],
  rooms: readonly IndexedPlace[],
  ownRooms: readonly IndexedPlace[],
): boolean {
  if (words.length !== 1 || ownRooms.length > 0 || rooms.length === 0) return false;
  const [word] = words as [string];
  const ids = new Set(rooms.map((room) => room.id));
  const holders = index.entities.filter((entity) => entity.nameWords.has(word));
  return holders.length > 0 && holders.some((entity) => entity.areaId === null || !ids.has(entity.areaId));
}
