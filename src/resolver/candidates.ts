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
 * "garagedeur" in a home whose covers are all blinds, "o aspirador" in a flat with no vacuum, "the garage door"
 * in a flat with no cover at all: no place was said, so nothing is called what was asked for, and that is
 * what the user hears, in their own words ("there is no cover in the home" names a kind they never said, and
 * would be untrue beside blinds). "Nothing there" stays for a place said ("the blind in the kitchen").
 */
export function noneOfKind(answer: Resolution): Resolution {
  return answer.kind === 'empty' && answer.place === HOME ? { kind: 'not-found', suggestions: [] } : answer;
}

/** The place an answer of nothing there names when no place was said. */
export const HOME = 'the home';

/** The words of the names of an entity's area ("camera" for a thing in the Italian room "Camera"). */
export function areaWordsOf(index: TargetIndex): (entity: IndexedEntity) => ReadonlySet<string> {
  return (entity) =>
    new Set(
      index.areas
        .filter((area) => area.id === entity.areaId)
        .flatMap((area) => area.names.flatMap((name) => name.split(' '))),
    );
}
