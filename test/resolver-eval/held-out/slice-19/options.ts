// Unseen slice: do not read while changing the resolver.
// Slice 19's entity options, shared by its three home files: device classes and the attributes that say
// what a sensor measures or how a heater runs, as Home Assistant reports them.
import type { EvalEntity } from '../../eval-home.js';

export type Options = EvalEntity[2];

export const temperature: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const humidity: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const radiator: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'auto'], min_temp: 5, max_temp: 30 },
};
export const tv: Options = { deviceClass: 'tv' };
export const speaker: Options = { deviceClass: 'speaker' };
export const water: Options = { deviceClass: 'water' };
export const door: Options = { deviceClass: 'door' };
