// Unseen slice: do not read while changing the resolver.
// Attribute sets real Home Assistant entities carry, shared by the homes of slice 60.
import type { EvalEntity } from '../../eval-home.js';

export type Options = NonNullable<EvalEntity[2]>;

/** A radiator thermostat (TRV or boiler): heating only. */
export const HEAT: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'auto'], min_temp: 5, max_temp: 30 },
};
/** A split air conditioner. */
export const AIRCON: Options = {
  attributes: {
    hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only', 'heat_cool'],
    min_temp: 16,
    max_temp: 31,
  },
};
export const COLOR: Options = { attributes: { supported_color_modes: ['color_temp', 'xy'] } };
export const DIM: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const TEMP: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMID: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const DOOR: Options = { deviceClass: 'door' };
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const BLIND: Options = { deviceClass: 'blind' };
export const CURTAIN: Options = { deviceClass: 'curtain' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const WATER: Options = { deviceClass: 'water' };

/** The same options, not exposed to Assist. */
export function hidden(options: Options = {}): Options {
  return { ...options, hidden: true };
}
