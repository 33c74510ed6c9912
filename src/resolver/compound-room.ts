// "markisen på verandan" in a home whose only veranda is the "Glasveranda", "die Terrasse" for the
// "Sonnenterrasse": German, Dutch and Scandinavian homes name a room by a compound that ends in the room word.
// When no area is plainly that room, the compound is what the word names before a related room (the garden
// is no veranda when a glass veranda is there); where no related room would be read, the word stays a name's
// ("het licht in de keuken" is the "Keukenlamp" of a "Woonkeuken"). Reads the index and the room table only.
import { ROOM_WORDS } from './words/place-words.js';
import type { IndexedPlace, TargetIndex } from './target-index.js';

/** A room word this long at least is read at a compound's end ("veranda", "terrasse"; not "bad", "rum"). */
const SHORTEST_END = 5;
/** The compound's first part, before the room word ("glas", "dach"): a word, not an ending. */
const SHORTEST_HEAD = 3;

/** Latin room words per concept, built on the first request that needs them. The generic room is none. */
let endsByConcept: Map<string, string[]> | undefined;

function endsOf(concept: string): readonly string[] {
  if (endsByConcept === undefined) {
    endsByConcept = new Map();
    for (const [word, concepts] of ROOM_WORDS) {
      if (word.length < SHORTEST_END || !/^\p{Script=Latin}+$/u.test(word)) continue;
      for (const each of concepts) {
        if (each === 'room') continue;
        endsByConcept.set(each, [...(endsByConcept.get(each) ?? []), word]);
      }
    }
  }
  return endsByConcept.get(concept) ?? [];
}

/** Areas one of whose names' words is a compound ending in a room word of these concepts. */
export function compoundRooms(index: TargetIndex, concepts: readonly string[]): IndexedPlace[] {
  const ends = concepts.flatMap(endsOf);
  if (ends.length === 0) return [];
  const compound = (word: string) =>
    ends.some((end) => word.length >= end.length + SHORTEST_HEAD && word.endsWith(end));
  return index.areas.filter((area) => area.names.some((name) => name.split(' ').some(compound)));
}
