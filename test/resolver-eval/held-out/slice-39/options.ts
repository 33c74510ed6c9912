// Unseen slice: do not read while changing the resolver.
// Slice 39's entity options and its one sensor shape, alike in its three home files.
import type { EvalDevice, EvalEntity } from '../../eval-home.js';

export const plug = { deviceClass: 'outlet' } as const;
export const tv = { deviceClass: 'tv' } as const;
export const speaker = { deviceClass: 'speaker' } as const;
export const temperature = { deviceClass: 'temperature', attributes: { unit_of_measurement: '°C' } } as const;
export const humidity = { deviceClass: 'humidity', attributes: { unit_of_measurement: '%' } } as const;
export const door = { deviceClass: 'door' } as const;
export const splitModes = { attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only', 'auto'] } };

/** A temperature-and-humidity sensor (Aqara, Tuya) as its integration leaves it: one device, two readings. */
export function climateSensor(
  name: string,
  area: string,
  [temperatureId, temperatureName]: [string, string],
  [humidityId, humidityName]: [string, string],
): EvalDevice {
  return {
    name,
    area,
    entities: [
      [temperatureId, temperatureName, temperature] as EvalEntity,
      [humidityId, humidityName, humidity] as EvalEntity,
    ],
  };
}
