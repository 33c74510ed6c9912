// "les deux chevets", "both bedside lamps" among three, two of them in one bedroom and one in the guest room:
// a count said of more things than it counts is the one room that holds exactly that many (the pair a person
// sees together), when only one room does. Not when a place is said: "the lights of the two bathrooms" counts
// the rooms. Pure; over indexed entities.
import type { IndexedEntity } from './target-index.js';

interface Counted {
  count: number | undefined;
  areas: unknown;
  floors: unknown;
}

/** The things of the one area holding exactly the count said of them, or the things as given. */
export function countInOneRoom(entities: IndexedEntity[], parsed: Counted): IndexedEntity[] {
  const count = parsed.count;
  if (parsed.areas !== undefined || parsed.floors !== undefined) return entities;
  if (count === undefined || count < 2 || entities.length <= count) return entities;
  const byArea = new Map<string, IndexedEntity[]>();
  for (const entity of entities) {
    if (entity.areaId === null) continue;
    byArea.set(entity.areaId, [...(byArea.get(entity.areaId) ?? []), entity]);
  }
  const exact = [...byArea.values()].filter((group) => group.length === count);
  return exact.length === 1 ? exact[0]! : entities;
}
