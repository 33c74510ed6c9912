// Unseen slice: do not read while changing the resolver.
// Entity options the homes of this slice share: what Home Assistant itself puts on such entities.
import type { EvalEntity } from '../../eval-home.js';

type Options = NonNullable<EvalEntity[2]>;

const measured = (deviceClass: string, unit: string): Options => ({
  deviceClass,
  attributes: { unit_of_measurement: unit, state_class: 'measurement' },
});

export const TEMPERATURE = measured('temperature', '°C');
export const HUMIDITY = measured('humidity', '%');
export const DOOR = { deviceClass: 'door' } satisfies Options;
export const TV = { deviceClass: 'tv' } satisfies Options;
export const SPEAKER = { deviceClass: 'speaker' } satisfies Options;
export const SHUTTER = { deviceClass: 'shutter' } satisfies Options;
export const BLIND = { deviceClass: 'blind' } satisfies Options;
export const CURTAIN = { deviceClass: 'curtain' } satisfies Options;
export const GARAGE = { deviceClass: 'garage' } satisfies Options;
export const WATER = { deviceClass: 'water' } satisfies Options;
export const OUTLET = { deviceClass: 'outlet' } satisfies Options;
export const HEAT_PUMP: Options = { attributes: { hvac_modes: ['off', 'heat', 'cool', 'auto'] } };
export const AIR_CON: Options = { attributes: { hvac_modes: ['off', 'cool', 'dry', 'fan_only', 'heat'] } };
export const RADIATOR: Options = { attributes: { hvac_modes: ['off', 'heat'] } };
export const DIMMABLE: Options = { attributes: { supported_color_modes: ['brightness'] } };
export const COLOURED: Options = { attributes: { supported_color_modes: ['color_temp', 'hs'] } };
export const LIST: Options = { attributes: { supported_features: 15 } };

/** The same options, not exposed to Assist. */
export function hidden(options: Options = {}): Options {
  return { ...options, hidden: true };
}

/** The same options on an entity placed in `area` (an entity without a device). */
export function inArea(area: string, options: Options = {}): Options {
  return { ...options, area };
}
