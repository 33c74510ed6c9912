// Unseen slice: do not read while changing the resolver.
// Attribute sets that real Home Assistant entities carry and that define what a thing is, written once
// for all thirteen homes of slice 63 (the shapes follow what HA's own integrations report).
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const DIMMABLE: Options = { attributes: { supported_color_modes: ['brightness'], color_mode: null } };
export const COLOUR: Options = {
  attributes: {
    supported_color_modes: ['color_temp', 'xy'],
    min_color_temp_kelvin: 2202,
    max_color_temp_kelvin: 6535,
  },
};
export const HEAT: Options = {
  attributes: {
    hvac_modes: ['off', 'heat'],
    min_temp: 7,
    max_temp: 35,
    current_temperature: 20.5,
    temperature: 21,
  },
};
export const HEAT_COOL: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only', 'auto'], min_temp: 16, max_temp: 30 },
};
export const TEMPERATURE: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const DOOR: Options = { deviceClass: 'door' };
export const WINDOW: Options = { deviceClass: 'window' };
export const MOISTURE: Options = { deviceClass: 'moisture' };
export const BLIND: Options = { deviceClass: 'blind', attributes: { current_position: 0 } };
export const SHUTTER: Options = { deviceClass: 'shutter', attributes: { current_position: 0 } };
export const CURTAIN: Options = { deviceClass: 'curtain', attributes: { current_position: 0 } };
export const GARAGE: Options = { deviceClass: 'garage' };
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const HIDDEN_SPEAKER: Options = { deviceClass: 'speaker', hidden: true };
export const WATER_VALVE: Options = { deviceClass: 'water', attributes: { reports_position: false } };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const WEATHER: Options = {
  attributes: { temperature: 9, humidity: 81, temperature_unit: '°C', wind_speed_unit: 'km/h' },
};
