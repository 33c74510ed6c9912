// Climate and water heater settings: target temperature, range and HVAC mode, checked afterwards.
import type { Entity } from '../ha/types.js';
import type { ControlAction, ControlOptions } from './control-plan.js';
import { allOf, call, near, plan, stateIn } from './control-plan.js';

export function planClimate(
  entity: Entity,
  action: ControlAction,
  options: ControlOptions,
  ignored: string[],
) {
  const { domain } = entity;
  if (action === 'turn_off') return plan([call(domain, 'turn_off')], stateIn('off'), ignored);
  const data: Record<string, unknown> = {};
  const checks: ((current: Entity) => boolean)[] = [];
  if (options.temperature !== undefined) {
    const temperature = options.temperature;
    data.temperature = temperature;
    checks.push((current) => near(current.attributes.temperature, temperature, 0.05));
  }
  if (options.target_temp_low !== undefined && options.target_temp_high !== undefined) {
    const { target_temp_low: low, target_temp_high: high } = options;
    Object.assign(data, { target_temp_low: low, target_temp_high: high });
    checks.push(
      (c) => near(c.attributes.target_temp_low, low, 0.05) && near(c.attributes.target_temp_high, high, 0.05),
    );
  }
  const modes = Array.isArray(entity.attributes.hvac_modes)
    ? (entity.attributes.hvac_modes as unknown[])
    : [];
  const mode = options.hvac_mode?.toLowerCase();
  if (mode !== undefined && domain === 'climate') {
    if (modes.length > 0 && !modes.includes(mode))
      ignored.push(`hvac_mode "${mode}" (modes: ${modes.join(', ')})`);
    else {
      data.hvac_mode = mode;
      checks.push(stateIn(mode));
    }
  }
  if (Object.keys(data).length > 0) {
    const service = 'temperature' in data || 'target_temp_low' in data ? 'set_temperature' : 'set_hvac_mode';
    return plan([call(domain, service, data)], allOf(...checks), ignored);
  }
  if (action === 'turn_on' || action === 'start') {
    return plan([call(domain, 'turn_on')], (e) => e.state !== 'off', ignored);
  }
  return undefined;
}
