// Wire spellings of the registries (entity, device, area, floor, label) as Core's list commands send them.
// Formatting only.
import type { House } from '../house.js';
import type { DeviceEntry, EntityEntry } from '../house-types.js';

const CONFIG_ENTRY_ID = '01JSIMULATORCONFIGENTRY000';

export function entityListEntry(entry: EntityEntry): Record<string, unknown> {
  return {
    area_id: entry.area_id,
    categories: {},
    config_entry_id: CONFIG_ENTRY_ID,
    config_subentry_id: null,
    created_at: entry.created_at,
    device_id: entry.device_id,
    disabled_by: null,
    entity_category: entry.entity_category,
    entity_id: entry.entity_id,
    has_entity_name: entry.device_id !== null && entry.original_name !== null,
    hidden_by: entry.hidden_by,
    icon: null,
    id: entry.id,
    labels: entry.labels,
    modified_at: entry.modified_at,
    name: entry.name,
    options:
      entry.should_expose === undefined ? {} : { conversation: { should_expose: entry.should_expose } },
    original_name: entry.original_name,
    platform: entry.platform,
    translation_key: null,
    unique_id: entry.unique_id,
  };
}

/** The extended form of `config/entity_registry/get`, with aliases and capabilities. */
export function entityExtendedEntry(house: House, entry: EntityEntry): Record<string, unknown> {
  const attributes = house.states.get(entry.entity_id)?.attributes ?? {};
  const deviceClass = typeof attributes['device_class'] === 'string' ? attributes['device_class'] : null;
  const capabilityKeys = [
    'supported_color_modes',
    'min_color_temp_kelvin',
    'max_color_temp_kelvin',
    'hvac_modes',
    'min_temp',
    'max_temp',
    'preset_modes',
    'options',
    'source_list',
    'effect_list',
  ];
  const capabilities = Object.fromEntries(
    capabilityKeys.filter((key) => key in attributes).map((key) => [key, attributes[key]]),
  );
  return {
    ...entityListEntry(entry),
    aliases: entry.aliases,
    capabilities: Object.keys(capabilities).length > 0 ? capabilities : null,
    device_class: null,
    original_device_class: deviceClass,
    original_icon: null,
  };
}

export function deviceListEntry(device: DeviceEntry): Record<string, unknown> {
  return {
    area_id: device.area_id,
    config_entries: [CONFIG_ENTRY_ID],
    config_entries_subentries: { [CONFIG_ENTRY_ID]: [null] },
    configuration_url: null,
    connections: [],
    created_at: device.created_at,
    disabled_by: null,
    entry_type: null,
    hw_version: null,
    id: device.id,
    identifiers: [['demo', device.id]],
    labels: device.labels,
    manufacturer: device.manufacturer,
    model: device.model,
    model_id: null,
    modified_at: device.modified_at,
    name: device.name,
    name_by_user: device.name_by_user,
    primary_config_entry: CONFIG_ENTRY_ID,
    serial_number: null,
    sw_version: device.sw_version,
    via_device_id: null,
  };
}

export function areaListEntries(house: House): Record<string, unknown>[] {
  return [...house.areas.values()].map((area) => ({
    aliases: area.aliases,
    area_id: area.area_id,
    floor_id: area.floor_id,
    humidity_entity_id: null,
    icon: area.icon,
    labels: area.labels,
    name: area.name,
    picture: null,
    temperature_entity_id: null,
    created_at: area.created_at,
    modified_at: area.modified_at,
  }));
}

export function floorListEntries(house: House): Record<string, unknown>[] {
  return [...house.floors.values()].map((floor) => ({ ...floor }));
}

export function labelListEntries(house: House): Record<string, unknown>[] {
  return [...house.labels.values()].map((label) => ({ ...label }));
}
