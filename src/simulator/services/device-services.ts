// Services of physical devices: switch, fan, cover, lock, climate, vacuum, alarm panel.
// Each computes the next state of one entity as Home Assistant's integrations would report it.
import type { StoredState } from '../house-types.js';
import {
  ServiceCallError,
  entityService,
  numberArgument,
  numberField,
  selectField,
  textField,
} from './service-definition.js';
import type { EntityEffect, ServiceDefinition, ServiceTable } from './service-definition.js';

/** turn_on / turn_off / toggle that only flip the state. */
export function onOffServices(domain: string, on = 'on', off = 'off'): Record<string, ServiceDefinition> {
  return {
    turn_on: entityService([domain], 'Turn on', {}, () => ({ state: on })),
    turn_off: entityService([domain], 'Turn off', {}, () => ({ state: off })),
    toggle: entityService([domain], 'Toggle', {}, (entity) => ({ state: entity.state === on ? off : on })),
  };
}

function withAttributes(entity: StoredState, changes: Record<string, unknown>, state?: string): EntityEffect {
  return { ...(state ? { state } : {}), attributes: { ...entity.attributes, ...changes } };
}

function fanPercentage(fan: StoredState, percentage: number): EntityEffect {
  return withAttributes(fan, { percentage }, percentage > 0 ? 'on' : 'off');
}

function fanPreset(fan: StoredState, preset: unknown): EntityEffect {
  const presets = fan.attributes['preset_modes'];
  if (!Array.isArray(presets) || !presets.includes(preset)) {
    throw new ServiceCallError(
      'service_validation_error',
      `Validation error: The preset_mode ${String(preset)} is not a valid preset_mode: ${Array.isArray(presets) ? presets.join(', ') : ''}`,
      { key: 'not_valid_preset_mode', domain: 'fan' },
    );
  }
  return withAttributes(fan, { preset_mode: preset }, 'on');
}

function coverTo(cover: StoredState, position: number): EntityEffect {
  const changes = 'current_position' in cover.attributes ? { current_position: position } : {};
  return withAttributes(cover, changes, position > 0 ? 'open' : 'closed');
}

function climateTemperature(climate: StoredState, data: Record<string, unknown>): EntityEffect {
  const min = Number(climate.attributes['min_temp'] ?? 7);
  const max = Number(climate.attributes['max_temp'] ?? 35);
  const changes: Record<string, unknown> = {};
  for (const key of ['temperature', 'target_temp_low', 'target_temp_high']) {
    const value = numberArgument(data, key, -100, 200);
    if (value === undefined) continue;
    if (value < min || value > max) {
      throw new ServiceCallError(
        'service_validation_error',
        `Validation error: Provided temperature ${value.toFixed(1)} is not valid. Accepted range is ${min} to ${max}.`,
        { key: 'temp_out_of_range', domain: 'climate' },
      );
    }
    changes[key] = value;
  }
  const effect = withAttributes(climate, changes);
  if (data['hvac_mode'] !== undefined) effect.state = hvacMode(climate, data['hvac_mode']);
  return effect;
}

function hvacMode(climate: StoredState, mode: unknown): string {
  const modes = climate.attributes['hvac_modes'];
  if (typeof mode !== 'string' || (Array.isArray(modes) && !modes.includes(mode))) {
    throw new ServiceCallError(
      'service_validation_error',
      `Validation error: HVAC mode ${String(mode)} is not valid. Valid HVAC modes are: ${Array.isArray(modes) ? modes.join(', ') : ''}`,
      { key: 'not_valid_hvac_mode', domain: 'climate' },
    );
  }
  return mode;
}

function climateOn(climate: StoredState): string {
  const modes = Array.isArray(climate.attributes['hvac_modes'])
    ? (climate.attributes['hvac_modes'] as string[])
    : [];
  return modes.find((mode) => mode !== 'off') ?? 'heat';
}

export const deviceServices: ServiceTable = {
  switch: onOffServices('switch'),
  fan: {
    turn_on: entityService(
      ['fan'],
      'Turn on',
      { percentage: numberField(0, 100), preset_mode: textField() },
      (fan, { data }) => {
        if (data['preset_mode'] !== undefined) return fanPreset(fan, data['preset_mode']);
        const percentage = numberArgument(data, 'percentage', 0, 100);
        if (percentage !== undefined) return fanPercentage(fan, percentage);
        return { state: 'on' };
      },
    ),
    turn_off: entityService(['fan'], 'Turn off', {}, () => ({ state: 'off' })),
    toggle: entityService(['fan'], 'Toggle', {}, (fan) => ({ state: fan.state === 'on' ? 'off' : 'on' })),
    set_percentage: entityService(
      ['fan'],
      'Set speed',
      { percentage: numberField(0, 100, true) },
      (fan, { data }) => fanPercentage(fan, numberArgument(data, 'percentage', 0, 100) ?? 0),
    ),
    set_preset_mode: entityService(
      ['fan'],
      'Set preset mode',
      { preset_mode: textField(true) },
      (fan, { data }) => fanPreset(fan, data['preset_mode']),
    ),
    oscillate: entityService(
      ['fan'],
      'Oscillate',
      { oscillating: { required: true, selector: { boolean: {} } } },
      (fan, { data }) => withAttributes(fan, { oscillating: data['oscillating'] === true }),
    ),
  },
  cover: {
    open_cover: entityService(['cover'], 'Open', {}, (cover) => coverTo(cover, 100)),
    close_cover: entityService(['cover'], 'Close', {}, (cover) => coverTo(cover, 0)),
    stop_cover: entityService(['cover'], 'Stop', {}, (cover) =>
      cover.state === 'opening' || cover.state === 'closing' ? { state: 'open' } : undefined,
    ),
    toggle: entityService(['cover'], 'Toggle', {}, (cover) =>
      coverTo(cover, cover.state === 'closed' ? 100 : 0),
    ),
    set_cover_position: entityService(
      ['cover'],
      'Set position',
      { position: numberField(0, 100, true) },
      (cover, { data }) => coverTo(cover, numberArgument(data, 'position', 0, 100) ?? 0),
    ),
  },
  lock: {
    lock: entityService(['lock'], 'Lock', { code: textField() }, () => ({ state: 'locked' })),
    unlock: entityService(['lock'], 'Unlock', { code: textField() }, () => ({ state: 'unlocked' })),
    open: entityService(['lock'], 'Open', { code: textField() }, () => ({ state: 'open' })),
  },
  climate: {
    set_temperature: entityService(
      ['climate'],
      'Set target temperature',
      {
        temperature: numberField(0, 250),
        target_temp_low: numberField(0, 250),
        target_temp_high: numberField(0, 250),
        hvac_mode: selectField(['off', 'auto', 'cool', 'dry', 'fan_only', 'heat_cool', 'heat']),
      },
      (climate, { data }) => climateTemperature(climate, data),
    ),
    set_hvac_mode: entityService(
      ['climate'],
      'Set HVAC mode',
      { hvac_mode: textField(true) },
      (climate, { data }) => ({
        state: hvacMode(climate, data['hvac_mode']),
      }),
    ),
    set_preset_mode: entityService(
      ['climate'],
      'Set preset mode',
      { preset_mode: textField(true) },
      (climate, { data }) => withAttributes(climate, { preset_mode: data['preset_mode'] }),
    ),
    set_fan_mode: entityService(
      ['climate'],
      'Set fan mode',
      { fan_mode: textField(true) },
      (climate, { data }) => withAttributes(climate, { fan_mode: data['fan_mode'] }),
    ),
    turn_on: entityService(['climate'], 'Turn on', {}, (climate) => ({ state: climateOn(climate) })),
    turn_off: entityService(['climate'], 'Turn off', {}, () => ({ state: 'off' })),
    toggle: entityService(['climate'], 'Toggle', {}, (climate) => ({
      state: climate.state === 'off' ? climateOn(climate) : 'off',
    })),
  },
  vacuum: {
    start: entityService(['vacuum'], 'Start', {}, () => ({ state: 'cleaning' })),
    pause: entityService(['vacuum'], 'Pause', {}, () => ({ state: 'paused' })),
    stop: entityService(['vacuum'], 'Stop', {}, () => ({ state: 'idle' })),
    return_to_base: entityService(['vacuum'], 'Return to dock', {}, () => ({ state: 'returning' })),
  },
  alarm_control_panel: {
    alarm_arm_home: entityService(['alarm_control_panel'], 'Arm home', { code: textField() }, () => ({
      state: 'armed_home',
    })),
    alarm_arm_away: entityService(['alarm_control_panel'], 'Arm away', { code: textField() }, () => ({
      state: 'armed_away',
    })),
    alarm_arm_night: entityService(['alarm_control_panel'], 'Arm night', { code: textField() }, () => ({
      state: 'armed_night',
    })),
    alarm_disarm: entityService(['alarm_control_panel'], 'Disarm', { code: textField() }, () => ({
      state: 'disarmed',
    })),
  },
};
