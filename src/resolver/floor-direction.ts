// "unten im Keller", "giù in cantina", "nere i källaren", "en bas à la cave", "na dole w piwnicy": a word that
// says only up or down, beside a floor named more closely, is the way there, not a second floor; the floor
// named closely is meant. Vocabulary and one merge; no lookups.
import type { IndexedPlace } from './target-index.js';
import { FLOOR_WORDS } from './words/place-words.js';

/** True for words that say up or down and nothing more ("downstairs", "unten", "giù", "楼上"). */
export function saysDirection(words: readonly string[]): boolean {
  const ref = FLOOR_WORDS.get(words.join(' '));
  return ref !== undefined && ('above' in ref || ('level' in ref && ref.level === 0));
}

export interface SaidFloors {
  floors: IndexedPlace[];
  /** Every floor said so far was said by a direction word alone. */
  byDirection: boolean;
}

/**
 * The floors one phrase part names once one more floor is said: where they overlap, the overlap; where they
 * do not, the floor named closely beats one said by a direction; else both.
 */
export function withFloor(
  said: SaidFloors | undefined,
  places: IndexedPlace[],
  direction: boolean,
): SaidFloors {
  if (said === undefined) return { floors: places, byDirection: direction };
  const overlap = said.floors.filter((place) => places.includes(place));
  if (overlap.length > 0) return { floors: overlap, byDirection: said.byDirection && direction };
  if (direction && !said.byDirection) return said;
  if (said.byDirection && !direction) return { floors: places, byDirection: false };
  return { floors: [...said.floors, ...places], byDirection: said.byDirection && direction };
}
