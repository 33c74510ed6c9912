// Expands a service target (entity, device, area, floor, label ids) into entity ids, as Home Assistant does.
// Reads the House registries; never changes them.
import type { House } from '../house.js';

export const TARGET_KEYS = ['entity_id', 'device_id', 'area_id', 'floor_id', 'label_id'] as const;

function ids(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** Entity ids named by a target; `all` means every entity of the service's domains. */
export function resolveTargets(
  house: House,
  target: Record<string, unknown>,
): { all: boolean; entityIds: string[] } {
  const entityIds = new Set<string>();
  let all = false;
  for (const entityId of ids(target['entity_id'])) {
    if (entityId === 'all') all = true;
    else if (entityId !== 'none') entityIds.add(entityId.toLowerCase());
  }
  const devices = new Set(ids(target['device_id']));
  const areas = new Set(ids(target['area_id']));
  const labels = new Set(ids(target['label_id']));
  const floors = new Set(ids(target['floor_id']));
  for (const area of house.areas.values())
    if (area.floor_id && floors.has(area.floor_id)) areas.add(area.area_id);
  if (devices.size + areas.size + labels.size > 0) {
    for (const area of house.areas.values())
      if (area.labels.some((label) => labels.has(label))) areas.add(area.area_id);
    for (const entry of house.entries.values()) {
      // Indirect targets skip configuration, diagnostic and hidden entities.
      if (entry.entity_category !== null || entry.hidden_by !== null) continue;
      const area = house.areaOf(entry.entity_id);
      if (
        (entry.device_id !== null && devices.has(entry.device_id)) ||
        (area !== null && areas.has(area)) ||
        entry.labels.some((label) => labels.has(label))
      ) {
        entityIds.add(entry.entity_id);
      }
    }
  }
  return { all, entityIds: [...entityIds] };
}
