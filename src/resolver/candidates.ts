// What a resolution tells the caller about its candidates, and whether a parsed phrase names a place:
// small helpers shared by the phrase resolver and the request splitter.
import type { ParsedTarget } from './parse-target.js';
import type { Candidate, Resolution } from './resolution.js';
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

/** The entities (or, when none are given, the home's) in every area, floor and device the phrase named. */
export function inPlaces(
  index: TargetIndex,
  entities: readonly IndexedEntity[] | undefined,
  parsed: ParsedTarget,
): IndexedEntity[] {
  const areaIds = parsed.areas === undefined ? undefined : new Set(parsed.areas.map((area) => area.id));
  const floorIds = parsed.floors === undefined ? undefined : new Set(parsed.floors.map((floor) => floor.id));
  const deviceIds =
    parsed.devices === undefined ? undefined : new Set(parsed.devices.map((device) => device.id));
  // Start from the smallest list the places give, then check every place named.
  const source =
    entities ??
    (deviceIds !== undefined
      ? [...deviceIds].flatMap((id) => index.byDevice.get(id) ?? [])
      : areaIds !== undefined
        ? [...areaIds].flatMap((id) => index.byArea.get(id) ?? [])
        : index.areas
            .filter((area) => area.floorId !== null && floorIds?.has(area.floorId) === true)
            .flatMap((area) => index.byArea.get(area.id) ?? []));
  return source.filter(
    (entity) =>
      (areaIds === undefined || (entity.areaId !== null && areaIds.has(entity.areaId))) &&
      (floorIds === undefined || (entity.floorId !== null && floorIds.has(entity.floorId))) &&
      (deviceIds === undefined || (entity.deviceId !== null && deviceIds.has(entity.deviceId))),
  );
}

/**
 * "garagedeur" in a home whose covers are all blinds, "보일러" beside an air conditioner: no kind of the home's
 * things of that domain is the one asked for, so nothing is called that. "There is no cover in the home" would be
 * untrue; it is said only when the home has nothing of the domain.
 */
export function noneOfKind(index: TargetIndex, answer: Resolution): Resolution {
  if (answer.kind !== 'empty' || answer.place !== HOME) return answer;
  const domain = answer.domain === undefined ? [] : (index.byDomain.get(answer.domain) ?? []);
  return domain.length > 0 ? { kind: 'not-found', suggestions: [] } : answer;
}

/** The place an answer of nothing there names when no place was said. */
export const HOME = 'the home';
