// Unseen slice: do not read while changing the resolver.
// Entity options that several homes of slice 64 share, written once: what a real Home Assistant entity
// of that kind carries to say what it is.
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const DIMMABLE: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOUR: Options = { attributes: { supported_color_modes: ['color_temp', 'hs'] } };
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const DOOR: Options = { deviceClass: 'door' };
export const GARAGE: Options = { deviceClass: 'garage' };
export const BLIND: Options = { deviceClass: 'blind' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const WATER: Options = { deviceClass: 'water' };
export const TEMPERATURE: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMIDITY: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const ILLUMINANCE: Options = {
  deviceClass: 'illuminance',
  attributes: { unit_of_measurement: 'lx', state_class: 'measurement' },
};
export const OUTLET: Options = { deviceClass: 'outlet' };
export const HEAT_ONLY: Options = { attributes: { hvac_modes: ['off', 'heat'], temperature: 20 } };
export const AIRCON: Options = {
  attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only', 'auto'], temperature: 24 },
};
export const THERMOSTAT_F: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool'], temperature: 70 },
};
export const WEATHER: Options = { attributes: { temperature: 14, humidity: 70, temperature_unit: '°C' } };

/** The same options in another place. */
export function at(area: string, options: Options = {}): Options {
  return { ...options, area };
}
