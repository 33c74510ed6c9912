// Unseen slice: do not read while changing the resolver.
// Entity options that several homes of slice 62 share, written once (attribute sets as Home Assistant shows them).
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const HEAT: Options = {
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 7, max_temp: 30, target_temp_step: 0.5 },
};
export const HEAT_COOL: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'auto', 'dry', 'fan_only'], min_temp: 16, max_temp: 31 },
};
export const DIM: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOUR: Options = { attributes: { supported_color_modes: ['color_temp', 'xy'] } };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const TV: Options = { deviceClass: 'tv' };
export const HIDDEN_SPEAKER: Options = { deviceClass: 'speaker', hidden: true };
export const DOOR: Options = { deviceClass: 'door' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const ROOF_WINDOW: Options = { deviceClass: 'window' };
export const TEMPERATURE: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const WATER: Options = { deviceClass: 'water' };
export const LIST: Options = { attributes: { supported_features: 15 } };
