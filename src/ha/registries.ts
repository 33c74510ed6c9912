// The registry side of the home (entities, devices, areas, floors, labels, exposure) and how an
// entity record is merged from its state and that data. Pure data; no sockets, no events.
import { isExposed, type ExposureSettings } from './exposure.js';
import type { Area, Device, Entity, Floor, HassState, Label } from './types.js';
import type { EntityEntry } from './wire-schemas.js';

export interface Registries {
  entries: ReadonlyMap<string, EntityEntry>;
  devices: ReadonlyMap<string, Device>;
  areas: ReadonlyMap<string, Area>;
  floors: ReadonlyMap<string, Floor>;
  labels: ReadonlyMap<string, Label>;
  exposure: ExposureSettings;
}

export function emptyRegistries(defaultDomains: Iterable<string>): Registries {
  return {
    entries: new Map(),
    devices: new Map(),
    areas: new Map(),
    floors: new Map(),
    labels: new Map(),
    exposure: { explicit: new Map(), exposeNew: true, defaultDomains: new Set(defaultDomains) },
  };
}

/** One entity from its state and the registries (area falls back to the device's). */
export function buildEntity(state: HassState, registries: Registries): Entity {
  const entityId = state.entity_id;
  const dot = entityId.indexOf('.');
  const domain = entityId.slice(0, dot);
  const entry = registries.entries.get(entityId);
  const deviceId = entry?.device_id ?? null;
  const attributeClass = state.attributes.device_class;
  const deviceClass =
    entry?.device_class ??
    (typeof attributeClass === 'string' ? attributeClass : null) ??
    entry?.original_device_class ??
    null;
  const friendlyName = state.attributes.friendly_name;
  return {
    id: entityId,
    domain,
    name:
      entry?.name ??
      (typeof friendlyName === 'string' && friendlyName !== '' ? friendlyName : entityId.slice(dot + 1)),
    aliases: entry?.aliases ?? [],
    areaId: entry?.area_id ?? (deviceId === null ? null : (registries.devices.get(deviceId)?.areaId ?? null)),
    deviceId,
    deviceClass,
    labels: entry?.labels ?? [],
    exposed: isExposed(entityId, domain, entry, deviceClass, registries.exposure),
    state: state.state,
    attributes: state.attributes,
    lastChanged: state.last_changed,
    lastUpdated: state.last_updated,
  };
}

export function floorOf(areaId: string | null, registries: Registries): string | null {
  return areaId === null ? null : (registries.areas.get(areaId)?.floorId ?? null);
}

/** What the prompt's home index depends on; a change here bumps `registryVersion`. */
export function structuralKey(entity: Entity): string {
  return [
    entity.id,
    entity.name,
    entity.aliases.join('\u0001'),
    entity.areaId,
    entity.deviceId,
    entity.deviceClass,
    entity.labels.join('\u0001'),
    entity.exposed ? 1 : 0,
  ].join('\u0000');
}
