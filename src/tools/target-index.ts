// A normalized, cached view of what the assistant may see: exposed entities, areas, floors, devices.
// Rebuilt only when registries or exposure change; states are always read live from the home model.
import type { Entity, HomeModel } from '../ha/types.js';
import { NameLookup } from './name-lookup.js';
import { compactText, normalizeText } from './normalize-text.js';

export interface IndexedEntity {
  id: string;
  domain: string;
  name: string;
  /** Normalized name and aliases. */
  names: string[];
  compacts: string[];
  /** Normalized words of the name, aliases, area and device, for partial matches. */
  words: Set<string>;
  areaId: string | null;
  floorId: string | null;
  deviceId: string | null;
  deviceClass: string | null;
}

export interface IndexedPlace {
  id: string;
  name: string;
  aliases: string[];
  names: string[];
  compacts: string[];
  floorId: string | null;
  level: number | null;
}

export interface TargetIndex {
  /** Exposed entities inside the domain allowlist. */
  entities: IndexedEntity[];
  byId: Map<string, IndexedEntity>;
  /** Word → the visible entities whose name, aliases, area or device contain it. */
  byWord: Map<string, IndexedEntity[]>;
  /** Entities the assistant may not see, only to say "not exposed" instead of "unknown". */
  hidden: IndexedEntity[];
  areas: IndexedPlace[];
  floors: IndexedPlace[];
  devices: IndexedPlace[];
  /** Name lookups (exact and one typo) over the lists above. */
  lookup: {
    entities: NameLookup<IndexedEntity>;
    hidden: NameLookup<IndexedEntity>;
    areas: NameLookup<IndexedPlace>;
    floors: NameLookup<IndexedPlace>;
    devices: NameLookup<IndexedPlace>;
  };
}

/** True when the entity is exposed to Assist and its domain passes the optional allowlist. */
export function isVisible(
  entity: Entity | undefined,
  domainAllowlist: readonly string[] | undefined,
): boolean {
  if (entity === undefined || !entity.exposed) return false;
  return domainAllowlist === undefined || domainAllowlist.includes(entity.domain);
}

function place(id: string, name: string, aliases: string[], floorId: string | null, level: number | null) {
  const all = [name, ...aliases];
  return {
    id,
    name,
    aliases,
    names: all.map(normalizeText),
    compacts: all.map(compactText),
    floorId,
    level,
  } satisfies IndexedPlace;
}

export function buildTargetIndex(
  home: HomeModel,
  domainAllowlist: readonly string[] | undefined,
): TargetIndex {
  const floors = home
    .floors()
    .map((floor) => place(floor.id, floor.name, floor.aliases, floor.id, floor.level));
  const areas = home.areas().map((area) => place(area.id, area.name, area.aliases, area.floorId, null));
  const devices = home.devices().map((device) => place(device.id, device.name, [], null, null));
  const areaById = new Map(areas.map((area) => [area.id, area]));
  const deviceById = new Map(devices.map((device) => [device.id, device]));

  const toIndexed = (entity: Entity): IndexedEntity => {
    const names = [entity.name, ...entity.aliases].map(normalizeText);
    const area = entity.areaId === null ? undefined : areaById.get(entity.areaId);
    const device = entity.deviceId === null ? undefined : deviceById.get(entity.deviceId);
    const words = new Set<string>();
    for (const phrase of [...names, ...(area?.names ?? []), ...(device?.names ?? [])]) {
      for (const word of phrase.split(' ')) if (word !== '') words.add(word);
    }
    return {
      id: entity.id,
      domain: entity.domain,
      name: entity.name,
      names,
      compacts: [entity.name, ...entity.aliases].map(compactText),
      words,
      areaId: entity.areaId,
      floorId: area?.floorId ?? null,
      deviceId: entity.deviceId,
      deviceClass: entity.deviceClass,
    };
  };

  const entities: IndexedEntity[] = [];
  const hidden: IndexedEntity[] = [];
  for (const entity of home.entities()) {
    (isVisible(entity, domainAllowlist) ? entities : hidden).push(toIndexed(entity));
  }
  entities.sort((a, b) => a.name.localeCompare(b.name));
  const byWord = new Map<string, IndexedEntity[]>();
  for (const entity of entities) {
    for (const word of entity.words) {
      const list = byWord.get(word);
      if (list === undefined) byWord.set(word, [entity]);
      else list.push(entity);
    }
  }
  return {
    entities,
    byId: new Map(entities.map((entity) => [entity.id, entity])),
    byWord,
    hidden,
    areas,
    floors,
    devices,
    lookup: {
      entities: new NameLookup(entities, (item) => item),
      hidden: new NameLookup(hidden, (item) => item),
      areas: new NameLookup(areas, (item) => item),
      floors: new NameLookup(floors, (item) => item),
      devices: new NameLookup(devices, (item) => item),
    },
  };
}

/** Returns the index, rebuilding it only when the registries, exposure or entity count changed. */
export function cachedTargetIndex(
  home: HomeModel,
  domainAllowlist: readonly string[] | undefined,
): () => TargetIndex {
  let key = '';
  let index: TargetIndex | undefined;
  return () => {
    const currentKey = `${home.registryVersion}:${home.exposedEntities().length}:${String(home.loaded)}`;
    if (index === undefined || currentKey !== key) {
      index = buildTargetIndex(home, domainAllowlist);
      key = currentKey;
    }
    return index;
  };
}
