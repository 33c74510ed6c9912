// "la luce giù in taverna", "giù in cantina", "the light down in the cellar": a word that says only "down",
// beside a room named that is below the ground floor or on no floor at all (a cellar, a tavern room, an
// outbuilding), is the way there, not a second place that the room must also be on. floor-direction.ts
// does this for a floor named closely ("unten im Keller" with a floor "Keller"); this is the same for a
// room. An "up" word and a room on a floor of the home ("the bathroom upstairs" with the one bathroom on the
// ground floor) still ask both. Reads the index's places only.
import type { IndexedPlace, TargetIndex } from './target-index.js';
import { saysDirection } from './floor-direction.js';
import { FLOOR_WORDS } from './words/place-words.js';

/** The parts of a parse this reads and changes (parse-target.ts passes its own). */
interface Said {
  areas?: IndexedPlace[] | undefined;
  floors?: IndexedPlace[] | undefined;
  names: string[];
}

/**
 * The parse without the floors a "down" word said, when every room named lies below or outside the floors;
 * in a home with no ground floor ("giù in cantina" in a flat on the second floor), without the word itself.
 */
export function downToRoom(index: TargetIndex, parsed: Said, byDirection: boolean): void {
  const areas = parsed.areas;
  if (areas === undefined || areas.length === 0) return;
  const levelOf = (floorId: string | null) =>
    floorId === null ? null : (index.floors.find((floor) => floor.id === floorId)?.level ?? null);
  const below = areas.every((area) => {
    const level = levelOf(area.floorId);
    return level === null || level < 0;
  });
  if (!below) return;
  // The direction said is "down": every floor it named is the ground floor.
  const floors = parsed.floors;
  if (byDirection && floors?.every((floor) => floor.level === 0) === true) parsed.floors = undefined;
  const down = (word: string) => {
    const ref = FLOOR_WORDS.get(word);
    return ref !== undefined && 'level' in ref && ref.level === 0 && saysDirection([word]);
  };
  if (!index.floors.some((floor) => floor.level === 0))
    parsed.names = parsed.names.filter((word) => !down(word));
}
