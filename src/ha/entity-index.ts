// In-memory indexes of the home's entities by area, floor, device, domain, device class, label and
// normalized name/alias, so lookups never scan the whole home. Knows entities, not sockets.
import { normalizeName } from './normalize-name.js';
import type { Entity, EntityQuery } from './types.js';

type Dimension =
  'area' | 'floor' | 'device' | 'domain' | 'class' | 'label' | 'name' | 'area-domain' | 'floor-domain';

const SEPARATOR = '\u0000';
const EMPTY: ReadonlySet<string> = new Set();

export class EntityIndex {
  readonly #buckets = new Map<string, Set<string>>();
  readonly #keysOf = new Map<string, string[]>();

  /** Indexes `entity` (replacing what was indexed under its id); `floorId` comes from its area. */
  add(entity: Entity, floorId: string | null): void {
    this.remove(entity.id);
    const keys = keysOf(entity, floorId);
    for (const key of keys) {
      const bucket = this.#buckets.get(key);
      if (bucket === undefined) this.#buckets.set(key, new Set([entity.id]));
      else bucket.add(entity.id);
    }
    this.#keysOf.set(entity.id, keys);
  }

  remove(entityId: string): void {
    const keys = this.#keysOf.get(entityId);
    if (keys === undefined) return;
    for (const key of keys) {
      const bucket = this.#buckets.get(key);
      bucket?.delete(entityId);
      if (bucket?.size === 0) this.#buckets.delete(key);
    }
    this.#keysOf.delete(entityId);
  }

  clear(): void {
    this.#buckets.clear();
    this.#keysOf.clear();
  }

  /**
   * Ids matching every indexed field of `query`, or `undefined` when the query names no indexed
   * field (the caller then starts from all entities). `exposed` is left to the caller.
   */
  match(query: EntityQuery): string[] | undefined {
    const sets: ReadonlySet<string>[] = [];
    const need = (dimension: Dimension, value: string | undefined): void => {
      if (value !== undefined) sets.push(this.#buckets.get(key(dimension, value)) ?? EMPTY);
    };
    const { areaId, floorId, domain } = query;
    if (areaId !== undefined && domain !== undefined) need('area-domain', areaId + SEPARATOR + domain);
    else if (floorId !== undefined && domain !== undefined)
      need('floor-domain', floorId + SEPARATOR + domain);
    else need('domain', domain);
    if (areaId !== undefined && domain === undefined) need('area', areaId);
    if (floorId !== undefined && (domain === undefined || areaId !== undefined)) need('floor', floorId);
    need('device', query.deviceId);
    need('class', query.deviceClass);
    need('label', query.labelId);
    if (query.name !== undefined) need('name', normalizeName(query.name));
    if (sets.length === 0) return undefined;
    if (sets.length === 1) return [...sets[0]!];
    sets.sort((a, b) => a.size - b.size);
    const [smallest, ...others] = sets as [ReadonlySet<string>, ...ReadonlySet<string>[]];
    const ids: string[] = [];
    for (const id of smallest) if (others.every((set) => set.has(id))) ids.push(id);
    return ids;
  }
}

function key(dimension: Dimension, value: string): string {
  return dimension + SEPARATOR + value;
}

/** Every bucket an entity belongs to, without duplicates. */
function keysOf(entity: Entity, floorId: string | null): string[] {
  const { domain, areaId, deviceId, deviceClass } = entity;
  const keys = [key('domain', domain)];
  // The tools' most common questions ("the lights in the kitchen / downstairs") hit one bucket.
  if (areaId !== null) keys.push(key('area', areaId), key('area-domain', areaId + SEPARATOR + domain));
  if (floorId !== null) keys.push(key('floor', floorId), key('floor-domain', floorId + SEPARATOR + domain));
  if (deviceId !== null) keys.push(key('device', deviceId));
  if (deviceClass !== null) keys.push(key('class', deviceClass));
  for (const label of entity.labels) keys.push(key('label', label));
  keys.push(key('name', normalizeName(entity.name)));
  for (const alias of entity.aliases) keys.push(key('name', normalizeName(alias)));
  return entity.aliases.length > 0 || entity.labels.length > 1 ? [...new Set(keys)] : keys;
}
