// The kinds of entity the large-home generator draws from, with their weights and state makers.
// Data only; the generator decides where they go.

export interface EntityKind {
  domain: string;
  label: string;
  weight: number;
  make: (next: () => number) => { state: string; attributes: Record<string, unknown> };
}

export const ENTITY_KINDS: EntityKind[] = [
  {
    domain: 'light',
    label: 'Light',
    weight: 25,
    make: (next) =>
      next() < 0.3
        ? {
            state: 'on',
            attributes: {
              supported_color_modes: ['color_temp', 'hs'],
              color_mode: 'color_temp',
              brightness: Math.floor(next() * 254) + 1,
              color_temp_kelvin: 3000,
              min_color_temp_kelvin: 2200,
              max_color_temp_kelvin: 6500,
            },
          }
        : {
            state: 'off',
            attributes: { supported_color_modes: ['brightness'], color_mode: null, brightness: null },
          },
  },
  {
    domain: 'switch',
    label: 'Plug',
    weight: 10,
    make: (next) => ({ state: next() < 0.5 ? 'on' : 'off', attributes: { device_class: 'outlet' } }),
  },
  {
    domain: 'sensor',
    label: 'Temperature',
    weight: 12,
    make: (next) => ({
      state: (17 + next() * 8).toFixed(1),
      attributes: { device_class: 'temperature', unit_of_measurement: '°C', state_class: 'measurement' },
    }),
  },
  {
    domain: 'sensor',
    label: 'Humidity',
    weight: 8,
    make: (next) => ({
      state: String(Math.floor(35 + next() * 30)),
      attributes: { device_class: 'humidity', unit_of_measurement: '%', state_class: 'measurement' },
    }),
  },
  {
    domain: 'binary_sensor',
    label: 'Motion',
    weight: 8,
    make: (next) => ({ state: next() < 0.1 ? 'on' : 'off', attributes: { device_class: 'motion' } }),
  },
  {
    domain: 'binary_sensor',
    label: 'Window',
    weight: 7,
    make: (next) => ({ state: next() < 0.1 ? 'on' : 'off', attributes: { device_class: 'window' } }),
  },
  {
    domain: 'cover',
    label: 'Blinds',
    weight: 5,
    make: (next) => {
      const position = Math.floor(next() * 101);
      return {
        state: position > 0 ? 'open' : 'closed',
        attributes: { device_class: 'blind', current_position: position, supported_features: 15 },
      };
    },
  },
  {
    domain: 'climate',
    label: 'Thermostat',
    weight: 3,
    make: (next) => ({
      state: 'heat',
      attributes: {
        hvac_modes: ['off', 'heat'],
        min_temp: 5,
        max_temp: 30,
        current_temperature: 19 + Math.round(next() * 6),
        temperature: 21,
      },
    }),
  },
  {
    domain: 'media_player',
    label: 'Speaker',
    weight: 4,
    make: () => ({ state: 'idle', attributes: { device_class: 'speaker', volume_level: 0.3 } }),
  },
  {
    domain: 'fan',
    label: 'Fan',
    weight: 3,
    make: () => ({ state: 'off', attributes: { percentage: 0, preset_modes: ['auto', 'sleep'] } }),
  },
  { domain: 'lock', label: 'Lock', weight: 2, make: () => ({ state: 'locked', attributes: {} }) },
  { domain: 'scene', label: 'Scene', weight: 3, make: () => ({ state: 'unknown', attributes: {} }) },
  {
    domain: 'script',
    label: 'Routine',
    weight: 3,
    make: () => ({ state: 'off', attributes: { last_triggered: null } }),
  },
  {
    domain: 'input_boolean',
    label: 'Toggle',
    weight: 3,
    make: (next) => ({ state: next() < 0.5 ? 'on' : 'off', attributes: {} }),
  },
  { domain: 'button', label: 'Button', weight: 2, make: () => ({ state: 'unknown', attributes: {} }) },
  {
    domain: 'sensor',
    label: 'Signal',
    weight: 2,
    make: (next) => ({
      state: String(-Math.floor(40 + next() * 50)),
      attributes: { device_class: 'signal_strength', unit_of_measurement: 'dBm' },
    }),
  },
];
const TOTAL_WEIGHT = ENTITY_KINDS.reduce((sum, kind) => sum + kind.weight, 0);

/** A kind drawn by weight. */
export function pickKind(next: () => number): EntityKind {
  let roll = next() * TOTAL_WEIGHT;
  for (const kind of ENTITY_KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return ENTITY_KINDS[0]!;
}
