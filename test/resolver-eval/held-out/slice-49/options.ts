// Unseen slice: do not read while changing the resolver.
// Entity options the slice's homes share, written once: what a real Home Assistant entity of that kind carries.
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const TEMP: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const DOOR: Options = { deviceClass: 'door' };
export const MOTION: Options = { deviceClass: 'motion' };
export const BLIND: Options = { deviceClass: 'blind' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const GARAGE: Options = { deviceClass: 'garage' };
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const WATER: Options = { deviceClass: 'water' };
export const HEAT_COOL: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool'], min_temp: 7, max_temp: 35 },
};
export const HEAT_ONLY: Options = {
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 5, max_temp: 30 },
};
export const AIRCON: Options = {
  attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only', 'auto'], min_temp: 16, max_temp: 30 },
};
export const COLOR_LIGHT: Options = {
  attributes: { supported_color_modes: ['color_temp', 'xy'], color_mode: 'color_temp' },
};
export const DIMMER: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const LIST: Options = { attributes: { supported_features: 15 } };
export const CURTAIN: Options = { deviceClass: 'curtain' };
