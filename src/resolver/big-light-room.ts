// "de grote lamp bij Sem" in "Kamer van Sem" with a "Nachtlampje Sem" and a "Plafondlamp": the words beside the
// size word found only a lamp of a shape (the night light named after Sem), and the big light is never such a
// lamp; it is the main light of the room that lamp stands in, named for the ceiling. Reads the index only.
import type { IndexedEntity, TargetIndex } from './target-index.js';

/**
 * The one light of the room `found` all stand in whose name says it is the main light (`isMain`), when every
 * one found is a lamp of a shape; undefined otherwise.
 */
export function mainOfTheirRoom(
  index: TargetIndex,
  found: readonly IndexedEntity[],
  isMain: (entities: readonly IndexedEntity[]) => IndexedEntity[],
): IndexedEntity | undefined {
  const areas = new Set(found.map((entity) => entity.areaId));
  const [area] = areas;
  if (found.length === 0 || areas.size !== 1 || area === null || area === undefined) return undefined;
  if (!found.every((entity) => entity.domain === 'light')) return undefined;
  const main = isMain((index.byArea.get(area) ?? []).filter((entity) => !found.includes(entity)));
  return main.length === 1 ? main[0] : undefined;
}
