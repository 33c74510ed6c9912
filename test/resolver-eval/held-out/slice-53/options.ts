// Unseen slice: do not read while changing the resolver.
// Entity options the slice's homes share: what Home Assistant itself reports for such entities
// (device classes, a thermostat's modes, a light's colour modes), written once for every home file.
import type { EvalEntity } from '../../eval-home.js';

export type Options = NonNullable<EvalEntity[2]>;

export const TEMP: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const DOOR: Options = { deviceClass: 'door' };
export const WINDOW: Options = { deviceClass: 'window' };
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const BLIND: Options = { deviceClass: 'blind' };
export const CURTAIN: Options = { deviceClass: 'curtain' };
export const GARAGE: Options = { deviceClass: 'garage' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const WATER: Options = { deviceClass: 'water' };
export const HEAT: Options = {
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 7, max_temp: 30, target_temp_step: 0.5 },
};
export const AIRCON: Options = {
  attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only', 'auto'], min_temp: 16, max_temp: 30 },
};
export const DIMMABLE: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOUR: Options = { attributes: { supported_color_modes: ['color_temp', 'xy'] } };

/** The same options, not exposed to Assist. */
export function hidden(options: Options = {}): Options {
  return { ...options, hidden: true };
}
