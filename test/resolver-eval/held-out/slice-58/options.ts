// Unseen slice: do not read while changing the resolver.
// Entity options the homes of slice 58 share: device classes and the attributes that say what a thing is.
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const HIDDEN: Options = { hidden: true };
export const HIDDEN_SPEAKER: Options = { deviceClass: 'speaker', hidden: true };
export const HIDDEN_TV: Options = { deviceClass: 'tv', hidden: true };
export const HIDDEN_OUTLET: Options = { deviceClass: 'outlet', hidden: true };
export const HIDDEN_GARAGE: Options = { deviceClass: 'garage', hidden: true };
export const BLIND: Options = { deviceClass: 'blind' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const DOOR: Options = { deviceClass: 'door' };
export const WATER: Options = { deviceClass: 'water' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const TEMPERATURE: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const TEMPERATURE_F: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°F', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
/** A heating-only thermostat, as most European radiator and floor-heating integrations show it. */
export const HEAT_ONLY: Options = {
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 7, max_temp: 30, target_temp_step: 0.5 },
};
/** A heat pump or split unit. */
export const HEAT_COOL: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only', 'auto'], min_temp: 16, max_temp: 30 },
};
export const HIDDEN_HEATER: Options = {
  hidden: true,
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 5, max_temp: 35 },
};
export const HIDDEN_ALARM: Options = {
  hidden: true,
  attributes: { code_format: 'number', code_arm_required: true },
};
export const CURTAIN: Options = { deviceClass: 'curtain' };
export const HIDDEN_HUMIDIFIER: Options = {
  deviceClass: 'humidifier',
  hidden: true,
  attributes: { min_humidity: 30, max_humidity: 80, available_modes: ['normal', 'sleep', 'auto'] },
};
