// Unseen slice: do not read while changing the resolver.
// Entity options that every home of slice 55 writes alike: device classes and the attributes real Home
// Assistant entities of that kind carry, so each home file imports them instead of repeating them.
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const DIMMABLE: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOUR: Options = { attributes: { supported_color_modes: ['color_temp', 'xy'] } };
export const ONOFF: Options = { attributes: { supported_color_modes: ['onoff'] } };
export const TEMPERATURE: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const POWER: Options = {
  deviceClass: 'power',
  attributes: { unit_of_measurement: 'W', state_class: 'measurement' },
};
export const DOOR: Options = { deviceClass: 'door' };
export const WINDOW: Options = { deviceClass: 'window' };
export const MOTION: Options = { deviceClass: 'motion' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const TV: Options = { deviceClass: 'tv' };
export const SHADE: Options = { deviceClass: 'shade' };
export const BLIND: Options = { deviceClass: 'blind' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const GARAGE: Options = { deviceClass: 'garage' };
export const AWNING: Options = { deviceClass: 'awning' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const WATER_VALVE: Options = { deviceClass: 'water' };
export const HEAT_ONLY: Options = {
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 7, max_temp: 30, target_temp_step: 0.5 },
};
export const HEAT_COOL: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool', 'auto'], min_temp: 7, max_temp: 35 },
};
export const AIRCON: Options = {
  attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only', 'auto'], min_temp: 16, max_temp: 30 },
};
export const TODO: Options = { attributes: { supported_features: 15 } };
export const WEATHER: Options = { attributes: { temperature_unit: '°C', temperature: 12, humidity: 71 } };
