// Unseen slice: do not read while changing the resolver.
// Entity options the slice's homes share: the device classes and attributes real Home Assistant entities
// carry (door and window contacts, motion, garage doors and gates, shutters, readings, thermostats, lights).
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const DOOR: Options = { deviceClass: 'door' };
export const WINDOW: Options = { deviceClass: 'window' };
export const MOTION: Options = { deviceClass: 'motion' };
export const GARAGE: Options = { deviceClass: 'garage', attributes: { supported_features: 3 } };
export const GATE: Options = { deviceClass: 'gate', attributes: { supported_features: 3 } };
export const SHUTTER: Options = { deviceClass: 'shutter', attributes: { current_position: 0 } };
export const TEMPERATURE: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const WATER_VALVE: Options = { deviceClass: 'water' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const HEAT_ONLY: Options = {
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 5, max_temp: 30, target_temp_step: 0.5 },
};
export const HEAT_PUMP: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool'], min_temp: 7, max_temp: 35 },
};
export const AIR_CONDITIONER: Options = {
  attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only', 'auto'], min_temp: 16, max_temp: 30 },
};
export const DIMMABLE: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOUR: Options = { attributes: { supported_color_modes: ['color_temp', 'hs'] } };

/** The same options, not exposed to Assist. */
export function hidden(options: Options = {}): Options {
  return { ...options, hidden: true };
}
