// The areas tool: floors and areas with what they contain (counts per kind), or the exposed
// entities of one area. Registry data only; no states beyond the per-entity summary.
import { z } from 'zod';
import { describeEntity } from './describe-entity.js';
import { compactText, normalizeText, typoTolerant } from '../resolver/index.js';
import type { IndexedEntity, TargetIndex } from '../resolver/index.js';
import type { Tool, ToolResult } from './tool.js';
import type { ToolDeps } from './tool-deps.js';

export const areasParameters = z.object({
  area: z.string().optional().describe('omit for the overview'),
});

export function countByDomain(entities: readonly IndexedEntity[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entity of entities) counts[entity.domain] = (counts[entity.domain] ?? 0) + 1;
  return counts;
}

/** Floors (by level) with their areas, then areas without a floor, as id-free names. */
export function groupByFloor(
  index: TargetIndex,
): { floor: string | undefined; areas: TargetIndex['areas'] }[] {
  const floors = [...index.floors].sort((a, b) => (a.level ?? 0) - (b.level ?? 0));
  const groups: { floor: string | undefined; areas: TargetIndex['areas'] }[] = floors.map((floor) => ({
    floor: floor.name,
    areas: index.areas.filter((area) => area.floorId === floor.id),
  }));
  const known = new Set(floors.map((floor) => floor.id));
  const loose = index.areas.filter((area) => area.floorId === null || !known.has(area.floorId));
  if (loose.length > 0) groups.push({ floor: undefined, areas: loose });
  return groups.filter((group) => group.areas.length > 0);
}

export function createAreasTool(deps: ToolDeps): Tool<typeof areasParameters> {
  return {
    name: 'areas',
    description:
      'Floors and areas with their counts of entities by kind, or the entities of one area or floor.',
    parameters: areasParameters,
    execute: (args): Promise<ToolResult> => Promise.resolve(areas(deps, args.area)),
  };
}

function areas(deps: ToolDeps, name: string | undefined): ToolResult {
  const index = deps.targets();
  if (name === undefined) {
    return {
      ok: true,
      floors: groupByFloor(index).map((group) => ({
        floor: group.floor ?? '(no floor)',
        areas: group.areas.map((area) => ({
          area: area.name,
          contains: countByDomain(index.entities.filter((entity) => entity.areaId === area.id)),
        })),
      })),
      without_area: countByDomain(index.entities.filter((entity) => entity.areaId === null)),
    };
  }
  const norm = normalizeText(name);
  const compact = compactText(name);
  const match = (place: TargetIndex['areas'][number]) =>
    place.names.includes(norm) ||
    place.compacts.some((candidate) => candidate === compact || typoTolerant(candidate, compact));
  const area = index.areas.find(match);
  const floor = area === undefined ? index.floors.find(match) : undefined;
  if (area === undefined && floor === undefined) {
    return {
      ok: false,
      error: `No area or floor is called "${name}".`,
      areas: index.areas.map((a) => a.name),
    };
  }
  const members = index.entities.filter((entity) =>
    area !== undefined ? entity.areaId === area.id : entity.floorId === floor?.id,
  );
  const entities = members.flatMap((member) => {
    const entity = deps.home.entity(member.id);
    return entity === undefined ? [] : [describeEntity(entity)];
  });
  return { ok: true, ...(area !== undefined ? { area: area.name } : { floor: floor?.name }), entities };
}
