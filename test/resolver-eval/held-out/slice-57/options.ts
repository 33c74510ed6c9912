// Unseen slice: do not read while changing the resolver.
// Attribute sets the homes of this slice share, written once (real entities carry these).
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const DIM: Options = {
  attributes: { supported_color_modes: ['brightness'], color_mode: 'brightness' },
};
export const THERMOSTAT: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'auto'], current_temperature: 20.5, temperature: 21 },
};
export const AIRCON: Options = {
  attributes: {
    hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only'],
    current_temperature: 24,
    temperature: 23,
  },
};
export const BLIND: Options = { deviceClass: 'blind', attributes: { current_position: 0 } };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const TV: Options = { deviceClass: 'tv' };
export const DOOR: Options = { deviceClass: 'door' };
export const WATER: Options = { deviceClass: 'water' };
export const TEMPERATURE: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const TODO: Options = { attributes: { supported_features: 15 } };

/** The same options, not exposed to Assist. */
export function hidden(options: Options = {}): Options {
  return { ...options, hidden: true };
}
