// What a resolution tells the caller about its candidates, and whether a parsed phrase names a place:
// small helpers shared by the phrase resolver and the request splitter.
import type { ParsedTarget } from './parse-target.js';
import type { Candidate } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

export function toCandidates(
  index: TargetIndex,
  entities: IndexedEntity[],
  satelliteAreaId?: string,
): Candidate[] {
  const areaName = new Map(index.areas.map((area) => [area.id, area.name]));
  return [...entities]
    .sort((a, b) => Number(b.areaId === satelliteAreaId) - Number(a.areaId === satelliteAreaId))
    .map((entity) => {
      const area = entity.areaId === null ? undefined : areaName.get(entity.areaId);
      return { entity_id: entity.id, name: entity.name, ...(area === undefined ? {} : { area }) };
    });
}

export function hasPlace(parsed: ParsedTarget): boolean {
  return parsed.areas !== undefined || parsed.floors !== undefined || parsed.devices !== undefined;
}
