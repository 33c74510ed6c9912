// A compact, model-friendly view of one entity's state: the few attributes that matter per domain,
// in the units people speak (percent, kelvin, degrees). No wire spellings beyond attribute names.
import type { Entity } from '../ha/types.js';

const KEPT = [
  'unit_of_measurement',
  'device_class',
  'temperature',
  'current_temperature',
  'target_temp_low',
  'target_temp_high',
  'hvac_action',
  'humidity',
  'current_position',
  'percentage',
  'preset_mode',
  'color_temp_kelvin',
  'rgb_color',
  'media_title',
  'media_artist',
  'source',
  'battery_level',
] as const;

export function describeEntity(
  entity: Entity,
  extraAttributes: readonly string[] = [],
): Record<string, unknown> {
  const summary: Record<string, unknown> = { entity_id: entity.id, name: entity.name, state: entity.state };
  const attributes = entity.attributes;
  for (const key of KEPT) {
    const value = attributes[key];
    if (value !== undefined && value !== null && !(key === 'device_class' && entity.domain !== 'sensor')) {
      summary[key] = value;
    }
  }
  if (typeof attributes.brightness === 'number')
    summary.brightness_pct = Math.round((attributes.brightness / 255) * 100);
  if (typeof attributes.volume_level === 'number')
    summary.volume_pct = Math.round(attributes.volume_level * 100);
  if (attributes.is_volume_muted === true) summary.muted = true;
  for (const key of extraAttributes) {
    if (key in attributes) summary[key] = attributes[key];
  }
  return summary;
}
