// Unseen slice: do not read while changing the resolver.
// Entity options the homes of slice 65 share: what a real Home Assistant entity of that kind carries.
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const HEAT_COOL: Options = {
  attributes: {
    hvac_modes: ['off', 'heat', 'cool', 'heat_cool'],
    min_temp: 7,
    max_temp: 35,
    target_temp_step: 0.5,
  },
};
export const HEAT_ONLY: Options = {
  attributes: { hvac_modes: ['off', 'heat'], min_temp: 5, max_temp: 30, target_temp_step: 0.5 },
};
export const DIMMABLE: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOR: Options = { attributes: { supported_color_modes: ['color_temp', 'hs'] } };
export const WINDOW: Options = { deviceClass: 'window' };
export const DOOR: Options = { deviceClass: 'door' };
export const MOTION: Options = { deviceClass: 'motion' };
export const TEMPERATURE: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const BLIND: Options = { deviceClass: 'blind' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const GARAGE: Options = { deviceClass: 'garage' };
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const HIDDEN_SPEAKER: Options = { deviceClass: 'speaker', hidden: true };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const WATER: Options = { deviceClass: 'water' };
export const FAN: Options = { attributes: { percentage_step: 33.33 } };
export const VACUUM: Options = { attributes: { fan_speed_list: ['quiet', 'standard', 'turbo', 'max'] } };
export const TODO: Options = { attributes: { supported_features: 15 } };
export const AWNING: Options = { deviceClass: 'awning' };
export const CURTAIN: Options = { deviceClass: 'curtain' };
