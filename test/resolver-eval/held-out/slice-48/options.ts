// Unseen slice: do not read while changing the resolver.
// Entity options that several homes of slice 48 carry alike (what real Home Assistant entities hold).
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const HEAT_COOL: Options = { attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool'] } };
export const HEAT_ONLY: Options = { attributes: { hvac_modes: ['off', 'heat'] } };
export const AIRCON: Options = {
  attributes: { hvac_modes: ['off', 'cool', 'dry', 'fan_only', 'heat', 'auto'] },
};
export const TEMP: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const TEMP_F: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°F', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const DOOR: Options = { deviceClass: 'door' };
export const GARAGE: Options = { deviceClass: 'garage' };
export const BLIND: Options = { deviceClass: 'blind' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const AWNING: Options = { deviceClass: 'awning' };
export const CURTAIN: Options = { deviceClass: 'curtain' };
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const HIDDEN_SPEAKER: Options = { deviceClass: 'speaker', hidden: true };
export const WATER: Options = { deviceClass: 'water' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const DIMMABLE: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOUR: Options = { attributes: { supported_color_modes: ['color_temp', 'xy'] } };
