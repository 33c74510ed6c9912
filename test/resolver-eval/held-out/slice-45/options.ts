// Unseen slice: do not read while changing the resolver.
// Slice 45's entity options, alike in its three home files.

export const TV = { deviceClass: 'tv' };
export const SPEAKER = { deviceClass: 'speaker' };
export const RECEIVER = { deviceClass: 'receiver' };
export const DOOR = { deviceClass: 'door' };
export const temp = (unit = '°C') => ({
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: unit, state_class: 'measurement' },
});
export const HUMIDITY = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
export const COLOR = { attributes: { supported_color_modes: ['hs', 'color_temp'] } };
/** An RGB strip or panel (WLED, Govee, Nanoleaf) with the effects its integration lists. */
export const effects = (...effect_list: string[]) => ({
  attributes: { supported_color_modes: ['rgb'], effect_list },
});
