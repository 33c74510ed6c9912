// Unseen slice: do not read while changing the resolver.
// Slice 26's entity options, alike in its three home files.
import type { EvalEntity } from '../../eval-home.js';

export type Options = NonNullable<EvalEntity[2]>;
export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const DOOR: Options = { deviceClass: 'door' };
export const BLIND: Options = { deviceClass: 'blind' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const CURTAIN: Options = { deviceClass: 'curtain' };
export const WATER: Options = { deviceClass: 'water' };
export const TEMP: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const HUMID: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const RADIATOR: Options = { attributes: { hvac_modes: ['off', 'heat'], min_temp: 7, max_temp: 30 } };
/** A split air conditioner as the European homes have it (heat pump with dry and fan modes). */
export const AIRCON: Options = {
  attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only'], min_temp: 16, max_temp: 31 },
};

/** The Met.no forecast entity HA creates for the home, with the weather of that day. */
export function forecast(temperature: number, humidity: number): EvalEntity {
  return [
    'weather.forecast_home',
    'Forecast Home',
    { attributes: { temperature, humidity, temperature_unit: '°C' } },
  ];
}
