// Unseen slice: do not read while changing the resolver.
// Attribute sets shared by the slice's homes: what real Home Assistant entities of each kind carry.
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const TEMP_C: Options = {
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
export const WINDOW: Options = { deviceClass: 'window' };
export const MOTION: Options = { deviceClass: 'motion' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const TV: Options = { deviceClass: 'tv' };
export const BLIND: Options = { deviceClass: 'blind' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const CURTAIN: Options = { deviceClass: 'curtain' };
export const GARAGE: Options = { deviceClass: 'garage' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const WATER: Options = { deviceClass: 'water' };
export const DIMMABLE: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOUR: Options = { attributes: { supported_color_modes: ['color_temp', 'hs'] } };
export const HEAT: Options = {
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 5, max_temp: 30 },
};
export const HEAT_COOL: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool', 'auto'], min_temp: 7, max_temp: 35 },
};
export const TODO: Options = { attributes: { supported_features: 15 } };

/** The same options, not exposed to Assist. */
export function hidden(options: Options): Options {
  return { ...options, hidden: true };
}
