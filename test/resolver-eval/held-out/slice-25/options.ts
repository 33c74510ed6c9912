// Unseen slice: do not read while changing the resolver.
// Slice 25's entity options and device shapes, alike in its three home files.
import type { EvalEntity } from '../../eval-home.js';

export type Options = NonNullable<EvalEntity[2]>;
export const temperature: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
export const fahrenheit: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°F', state_class: 'measurement' },
};
export const humidity: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const battery: Options = {
  deviceClass: 'battery',
  category: 'diagnostic',
  attributes: { unit_of_measurement: '%' },
};
export const speaker: Options = { deviceClass: 'speaker' };
export const tv: Options = { deviceClass: 'tv' };
export const water: Options = { deviceClass: 'water' };
export const radiator: Options = {
  attributes: { hvac_modes: ['off', 'heat', 'auto'], min_temp: 5, max_temp: 30 },
};
export const weather: Options = { attributes: { temperature: 14, humidity: 70, temperature_unit: '°C' } };

/** An Aqara (or other Zigbee) contact sensor as ZHA leaves it: the contact and its battery. */
export function contact(area: string, id: string, name: string, deviceClass: string) {
  return {
    name,
    area,
    entities: [
      [`binary_sensor.${id}`, name, { deviceClass }] as EvalEntity,
      [`sensor.${id}_battery`, `${name} Battery`, battery] as EvalEntity,
    ],
  };
}

/** A temperature and humidity sensor (Aqara, Xiaomi, SwitchBot) with its two readings. */
export function climateSensor(area: string, id: string, name: string, words: [string, string]) {
  return {
    name,
    area,
    entities: [
      [`sensor.${id}_temperature`, `${name} ${words[0]}`, temperature] as EvalEntity,
      [`sensor.${id}_humidity`, `${name} ${words[1]}`, humidity] as EvalEntity,
    ],
  };
}
