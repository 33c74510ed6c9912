// Unseen slice: do not read while changing the resolver.
// Entity options the slice's homes share: device classes and the attributes that say what a thing is.
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const TEMP: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMID: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const POWER: Options = {
  deviceClass: 'power',
  attributes: { unit_of_measurement: 'W', state_class: 'measurement' },
};
export const LEAK: Options = { deviceClass: 'moisture' };
export const DOOR: Options = { deviceClass: 'door' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const BLIND: Options = { deviceClass: 'blind' };
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const DIM: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOUR: Options = { attributes: { supported_color_modes: ['color_temp', 'hs'] } };
export const HOOD: Options = { attributes: { preset_modes: ['auto', 'boost'], percentage_step: 25 } };
export const HEATING: Options = {
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 5, max_temp: 30, current_temperature: 20.5 },
};
export const HEAT_AUTO: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'auto'], min_temp: 5, max_temp: 30, current_temperature: 21 },
};
export const CURTAIN: Options = { deviceClass: 'curtain' };
export const AIRCON: Options = {
  attributes: {
    hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only', 'auto'],
    min_temp: 16,
    max_temp: 31,
    current_temperature: 22,
  },
};
