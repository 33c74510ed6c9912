// Unseen slice: do not read while changing the resolver.
// The attribute sets the homes of this slice share, written once: what makes a sensor, a cover, a valve,
// a speaker or a thermostat what it is in Home Assistant.
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

export const tempC: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const tempF: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°F', state_class: 'measurement' },
};
export const humidity: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const wind: Options = {
  deviceClass: 'wind_speed',
  attributes: { unit_of_measurement: 'km/h', state_class: 'measurement' },
};
export const rain: Options = { deviceClass: 'moisture' };
export const door: Options = { deviceClass: 'door' };
export const awning: Options = { deviceClass: 'awning', attributes: { current_position: 0 } };
export const shade: Options = { deviceClass: 'shade', attributes: { current_position: 0 } };
export const shutter: Options = { deviceClass: 'shutter', attributes: { current_position: 0 } };
export const curtain: Options = { deviceClass: 'curtain', attributes: { current_position: 0 } };
export const blind: Options = { deviceClass: 'blind', attributes: { current_position: 0 } };
export const speaker: Options = { deviceClass: 'speaker', attributes: { volume_level: 0.3 } };
export const tv: Options = { deviceClass: 'tv' };
export const waterValve: Options = { deviceClass: 'water', attributes: { reports_position: false } };
export const outlet: Options = { deviceClass: 'outlet' };
export const dimmable: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const colour: Options = { attributes: { supported_color_modes: ['color_temp', 'hs'] } };
export const heating: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'auto'], current_temperature: 20.5, temperature: 21 },
};
export const heatCool: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool', 'dry', 'fan_only'] },
};
export const forecast: Options = {
  attributes: { temperature: 18, humidity: 61, wind_speed: 14, pressure: 1014, cloud_coverage: 40 },
};

/** The same options, not exposed to Assist. */
export function hidden(options: Options = {}): Options {
  return { ...options, hidden: true };
}
