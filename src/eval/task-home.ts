// The home as task generation reads it: the snapshot's entities with their display name, resolved area and
// floor, and exposure. A plain index, built once per evaluation.
import { homeSchemas } from '../simulator/index.js';
import type { HomeSnapshot } from './snapshot-home.js';

export interface TaskEntity {
  id: string;
  domain: string;
  name: string;
  areaId: string | null;
  floorId: string | null;
  deviceId: string | null;
  exposed: boolean;
  state: string;
  attributes: Record<string, unknown>;
}

export interface TaskHome {
  name: string;
  entities: TaskEntity[];
  exposed: TaskEntity[];
  areas: { id: string; name: string; floorId: string | null; aliases: string[] }[];
  floors: { id: string; name: string }[];
  /** Devices that carry an `assist_satellite` entity (where a timer can run). */
  satellites: string[];
  /** Every entity id of the home, for telling an invented id from a real one. */
  ids: ReadonlySet<string>;
}

export function taskHome(snapshot: HomeSnapshot): TaskHome {
  const home = homeSchemas().homeSchema.parse(snapshot.home);
  const deviceArea = new Map(home.devices.map((device) => [device.id, device.area_id]));
  const areaFloor = new Map(home.areas.map((area) => [area.area_id, area.floor_id]));
  const entities: TaskEntity[] = home.entities.map((entity) => {
    const areaId =
      entity.area_id ?? (entity.device_id === null ? null : (deviceArea.get(entity.device_id) ?? null));
    const friendly = entity.attributes['friendly_name'];
    return {
      id: entity.entity_id,
      domain: entity.entity_id.split('.')[0]!,
      name: entity.name ?? (typeof friendly === 'string' && friendly !== '' ? friendly : entity.entity_id),
      areaId,
      floorId: areaId === null ? null : (areaFloor.get(areaId) ?? null),
      deviceId: entity.device_id,
      // Snapshots always say; a hand-written home without a word follows the common default domains.
      exposed:
        entity.exposed ??
        ['light', 'switch', 'cover', 'climate', 'fan', 'media_player'].includes(
          entity.entity_id.split('.')[0]!,
        ),
      state: entity.state,
      attributes: entity.attributes,
    };
  });
  const satellites = new Set<string>();
  for (const entity of entities) {
    if (entity.domain === 'assist_satellite' && entity.deviceId !== null) satellites.add(entity.deviceId);
  }
  return {
    name: home.config.location_name,
    entities,
    exposed: entities.filter((entity) => entity.exposed),
    areas: home.areas.map((area) => ({
      id: area.area_id,
      name: area.name,
      floorId: area.floor_id,
      aliases: area.aliases,
    })),
    floors: home.floors.map((floor) => ({ id: floor.floor_id, name: floor.name })),
    satellites: [...satellites].sort(),
    ids: new Set(entities.map((entity) => entity.id)),
  };
}
