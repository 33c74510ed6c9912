// The query tool: current state and chosen attributes of targets, or filtered lists of exposed
// entities (domain, area, floor, device class, glob), in a compact form. Read-only. No regular
// expressions from the model: a glob (* and ?) is matched without backtracking (glob-match).
import { z } from 'zod';
import type { Entity } from '../ha/types.js';
import { describeEntity } from './describe-entity.js';
import { globMatch } from './glob-match.js';
import { compactText, isVisible, normalizeText, typoTolerant } from '../resolver/index.js';
import type { IndexedPlace } from '../resolver/index.js';
import { resolveTargets } from './resolve-targets.js';
import { targetFields } from './target-fields.js';
import { PARSE_ONLY, type Tool, type ToolContext, type ToolResult } from './tool.js';
import { UNREACHABLE, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';

export function queryParameters(entityIds: readonly string[] | undefined) {
  return z.object({
    ...targetFields(entityIds),
    area: z.string().optional(),
    floor: z.string().optional(),
    device_class: z.string().optional(),
    pattern: z.string().max(100).optional().describe('glob on id or name, sensor.*_temp'),
    attributes: z.array(z.string()).optional(),
    // Not shown: 40 entities is more than a spoken answer uses; a model that asks for more is heard.
    limit: z
      .int()
      .min(1)
      .max(200)
      .optional()
      .meta({ [PARSE_ONLY]: true }),
  });
}

type QueryArgs = z.output<ReturnType<typeof queryParameters>>;

function findPlace(places: IndexedPlace[], text: string): IndexedPlace | undefined {
  const norm = normalizeText(text);
  const compact = compactText(text);
  return (
    places.find((place) => place.names.includes(norm) || place.compacts.includes(compact)) ??
    places.find((place) => place.compacts.some((candidate) => typoTolerant(candidate, compact)))
  );
}

export function createQueryTool(deps: ToolDeps, entityIds: readonly string[] | undefined): Tool {
  return {
    name: 'query',
    description: 'Current states of targets, or of every entity matching the filters.',
    parameters: queryParameters(entityIds),
    execute: (args: QueryArgs, context: ToolContext): Promise<ToolResult> =>
      Promise.resolve(homeReady(deps) ? query(deps, args, context) : UNREACHABLE),
  };
}

function query(deps: ToolDeps, args: QueryArgs, context: ToolContext): ToolResult {
  const index = deps.targets();
  const limit = args.limit ?? 40;
  const extra = args.attributes ?? [];
  const areaName = new Map(index.areas.map((area) => [area.id, area.name]));
  const show = (entity: Entity) => {
    const area = entity.areaId === null ? undefined : areaName.get(entity.areaId);
    return { ...describeEntity(entity, extra), ...(area === undefined ? {} : { area }) };
  };

  if ((args.targets?.length ?? 0) > 0 || (args.entity_ids?.length ?? 0) > 0) {
    const resolved = resolveTargets(
      deps,
      { targets: args.targets, entityIds: args.entity_ids, domain: args.domain },
      context,
    );
    if (!resolved.ok && Array.isArray(resolved.ambiguous)) {
      // Reading is harmless: show every candidate and let the model pick.
      const ids = (resolved.ambiguous as { candidates: { entity_id: string }[] }[]).flatMap((entry) =>
        entry.candidates.map((candidate) => candidate.entity_id),
      );
      const entities = ids
        .map((id) => deps.home.entity(id))
        .filter((e): e is Entity => isVisible(e, deps.domainAllowlist));
      return { ok: true, note: 'Several entities matched; all are listed.', entities: entities.map(show) };
    }
    if (!resolved.ok) return resolved;
    return { ok: true, entities: resolved.entities.slice(0, limit).map(show) };
  }

  let pool = index.entities;
  if (args.domain !== undefined) pool = pool.filter((entity) => entity.domain === args.domain);
  if (args.device_class !== undefined)
    pool = pool.filter((entity) => entity.deviceClass === args.device_class);
  if (args.area !== undefined) {
    const area = findPlace(index.areas, args.area);
    if (area === undefined)
      return { ok: false, error: `No area is called "${args.area}".`, areas: index.areas.map((a) => a.name) };
    pool = pool.filter((entity) => entity.areaId === area.id);
  }
  if (args.floor !== undefined) {
    const floor = findPlace(index.floors, args.floor);
    if (floor === undefined)
      return {
        ok: false,
        error: `No floor is called "${args.floor}".`,
        floors: index.floors.map((f) => f.name),
      };
    pool = pool.filter((entity) => entity.floorId === floor.id);
  }
  const pattern = args.pattern;
  if (pattern !== undefined) {
    pool = pool.filter((entity) => globMatch(pattern, entity.id) || globMatch(pattern, entity.name));
  }
  const entities = pool
    .slice(0, limit)
    .map((indexed) => deps.home.entity(indexed.id))
    .filter((entity): entity is Entity => isVisible(entity, deps.domainAllowlist));
  return {
    ok: true,
    count: pool.length,
    entities: entities.map(show),
    ...(pool.length > limit ? { note: `Showing ${limit} of ${pool.length}; narrow the filter.` } : {}),
  };
}
