// Unseen slice: do not read while changing the resolver.
// Entity options several homes of slice 54 share, written once: what a real entity carries that says what it is.
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
export const DOOR: Options = { deviceClass: 'door' };
export const WINDOW: Options = { deviceClass: 'window' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const BLIND: Options = { deviceClass: 'blind' };
export const AWNING: Options = { deviceClass: 'awning' };
export const GARAGE: Options = { deviceClass: 'garage' };
export const CURTAIN: Options = { deviceClass: 'curtain' };
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const WATER: Options = { deviceClass: 'water' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const DIM: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOUR: Options = { attributes: { supported_color_modes: ['color_temp', 'hs'] } };
/** A boiler or radiator thermostat: heats only. */
export const HEAT: Options = { attributes: { hvac_modes: ['off', 'heat'], min_temp: 7, max_temp: 30 } };
/** A split air conditioner, as most integrations report one. */
export const AIRCON: Options = {
  attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only', 'auto'], min_temp: 16, max_temp: 30 },
};
