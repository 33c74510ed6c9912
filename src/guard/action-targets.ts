// Reading Home Assistant action configs (scripts, automations, scenes) as data: which services they
// call and which entities those reach, with area/floor/device/label targets expanded through the
// home model. Anything that cannot be known statically (templates, "all") is reported as such.
import type { Entity, HomeModel } from '../ha/types.js';

/** One service call found in a config. */
export interface FoundAction {
  /** `domain.service`, lower-cased; undefined when templated. */
  service: string | undefined;
  /** Entity ids the call targets (expanded, lower-cased). */
  entityIds: string[];
  /** True when some target is a template, "all", or a place/device/label that is unknown. */
  openTargets: boolean;
  /** A device action (`device_id`, `domain`, `type`) instead of a service call. */
  device?: { deviceId: string; domain: string; type: string };
  /** The raw object, for service data. */
  raw: Record<string, unknown>;
}

/** Past this many nodes a config is not read further: it is treated as unknowable. */
export const MAX_CONFIG_NODES = 20_000;

export function isTemplate(value: unknown): boolean {
  return typeof value === 'string' && /\{[{%#]/.test(value);
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Entity ids reached by one target-ish object (`target`, `data`, or the action itself). */
export function expandTarget(
  home: HomeModel,
  target: Record<string, unknown>,
): { entityIds: string[]; open: boolean } {
  const ids = new Set<string>();
  let open = false;
  const each = (key: string, expand: (value: string) => Iterable<Entity> | undefined): void => {
    for (const value of list(target[key])) {
      if (typeof value !== 'string' || isTemplate(value)) {
        open = true;
        continue;
      }
      const normalized = value.trim().toLowerCase();
      if (key === 'entity_id') {
        if (normalized === 'all' || normalized === 'none') open ||= normalized === 'all';
        else for (const id of normalized.split(',')) ids.add(id.trim());
        continue;
      }
      const found = expand(value.trim());
      if (found === undefined) open = true;
      else for (const entity of found) ids.add(entity.id);
    }
  };
  each('entity_id', () => undefined);
  each('area_id', (id) => (home.area(id) === undefined ? undefined : home.query({ areaId: id })));
  each('floor_id', (id) => (home.floor(id) === undefined ? undefined : home.query({ floorId: id })));
  each('device_id', (id) => (home.device(id) === undefined ? undefined : home.query({ deviceId: id })));
  each('label_id', (id) => (home.label(id) === undefined ? undefined : home.query({ labelId: id })));
  return { entityIds: [...ids], open };
}

/**
 * Every service call in a config, however deeply nested (choose, if/then, parallel, repeat …).
 * Returns undefined when the config is too large to read.
 */
export function findActions(home: HomeModel, config: unknown): FoundAction[] | undefined {
  const found: FoundAction[] = [];
  let nodes = 0;
  const visit = (value: unknown, depth: number): boolean => {
    nodes += 1;
    if (nodes > MAX_CONFIG_NODES || depth > 64) return false;
    if (Array.isArray(value)) return value.every((item) => visit(item, depth + 1));
    if (typeof value !== 'object' || value === null) return true;
    const object = value as Record<string, unknown>;
    const name =
      typeof object.action === 'string' ? object.action : (object.service ?? object.service_template);
    if (typeof name === 'string') {
      const templated = isTemplate(name) || 'service_template' in object;
      const targets = [object.target, object.data, object.data_template, object]
        .filter((part): part is Record<string, unknown> => typeof part === 'object' && part !== null)
        .map((part) => expandTarget(home, part));
      found.push({
        service: templated ? undefined : name.trim().toLowerCase(),
        entityIds: [...new Set(targets.flatMap((target) => target.entityIds))],
        openTargets: targets.some((target) => target.open) || isTemplate(object.target),
        raw: object,
      });
    } else if (typeof object.scene === 'string') {
      // The `scene: scene.x` shorthand of scripts and automations.
      const scene = object.scene.trim().toLowerCase();
      found.push({
        service: 'scene.turn_on',
        entityIds: [scene],
        openTargets: isTemplate(scene),
        raw: object,
      });
    } else if (typeof object.device_id === 'string' && typeof object.type === 'string') {
      const device = {
        deviceId: object.device_id,
        domain: typeof object.domain === 'string' ? object.domain : '',
        type: object.type,
      };
      found.push({ service: undefined, entityIds: [], openTargets: false, device, raw: object });
    }
    return Object.values(object).every((child) => visit(child, depth + 1));
  };
  return visit(config, 0) ? found : undefined;
}
