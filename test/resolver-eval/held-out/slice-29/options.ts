// Unseen slice: do not read while changing the resolver.
// The attributes real Home Assistant entities of these kinds carry, written once for the slice's three home files.
import type { EvalEntity } from '../../eval-home.js';

export type Options = NonNullable<EvalEntity[2]>;

export const temperature: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const humidity: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const door: Options = { deviceClass: 'door' };
export const tv: Options = { deviceClass: 'tv' };
export const speaker: Options = { deviceClass: 'speaker' };
export const shutter: Options = { deviceClass: 'shutter' };
export const blind: Options = { deviceClass: 'blind' };
export const curtain: Options = { deviceClass: 'curtain' };
export const water: Options = { deviceClass: 'water' };
export const outlet: Options = { deviceClass: 'outlet' };
/** A radiator thermostat or a heating-only climate entity. */
export const heat: Options = {
  attributes: {
    hvac_modes: ['off', 'heat'],
    min_temp: 5,
    max_temp: 30,
    temperature: 21,
    current_temperature: 20,
  },
};
/** A split air conditioner (heats and cools). */
export const split: Options = {
  attributes: {
    hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only', 'heat_cool'],
    fan_modes: ['auto', 'low', 'medium', 'high'],
    min_temp: 16,
    max_temp: 30,
    temperature: 24,
    current_temperature: 25,
  },
};
/** A light group helper in `area`, listing its members as Home Assistant does. */
export function group(area: string, ...members: string[]): Options {
  return { area, attributes: { entity_id: members, supported_color_modes: ['brightness'] } };
}
/** A scene, listing the entities it sets. */
export function scene(...members: string[]): Options {
  return { attributes: { entity_id: members } };
}
export const script: Options = { attributes: { mode: 'single' } };
export const todo: Options = { attributes: { supported_features: 15 } };
