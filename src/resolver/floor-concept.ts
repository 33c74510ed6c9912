// "the heater in the loft" with a floor named "Attic", "au grenier" with one named "Combles", "unterm Dach"
// with one named "Dachgeschoss": a room word names the floor the home calls by a word of that room when
// no area is that room. Reads the target index only.
import type { IndexedPlace, TargetIndex } from './target-index.js';
import { ROOM_WORDS } from './words/place-words.js';

/** The floors whose name (or name without its word for "floor") is a word of one of these rooms. */
export function floorsWithConcepts(index: TargetIndex, concepts: readonly string[]): IndexedPlace[] {
  if (concepts.length === 0) return [];
  return index.floors.filter((floor) =>
    floor.names.some((name) => ROOM_WORDS.get(name)?.some((concept) => concepts.includes(concept))),
  );
}
