// Unseen slice: do not read while changing the resolver.
// The entity options several homes of this slice write alike, written once (device classes, a climate
// entity's modes, light colour modes), so each home file states only what is its own.
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
export const OUTLET: Options = { deviceClass: 'outlet' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const TV: Options = { deviceClass: 'tv' };
export const BLIND: Options = { deviceClass: 'blind' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const WATER: Options = { deviceClass: 'water' };
export const RADIATOR: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'auto'], min_temp: 5, max_temp: 30 },
};
export const AIRCON: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only', 'auto'], min_temp: 16, max_temp: 31 },
};
export const COLOUR: Options = { attributes: { supported_color_modes: ['hs', 'color_temp'] } };
export const WHITE: Options = { attributes: { supported_color_modes: ['color_temp'] } };
export const PURIFIER: Options = { attributes: { preset_modes: ['auto', 'sleep', 'favorite'] } };
