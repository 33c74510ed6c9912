// A seeded generator of large homes (1,000 … 10,000+ entities) for load and prompt-budget tests.
// Same seed, same home; produces a validated HomeDefinition and nothing else.
import { homeSchema } from './home-schema.js';
import type { DeviceDefinition, EntityDefinition, HomeDefinition } from './home-schema.js';

/** Generated homes are built with every default filled in, skipping a 10,000-entity zod parse. */
function entity(
  fields: Pick<EntityDefinition, 'entity_id' | 'state' | 'attributes'> & Partial<EntityDefinition>,
): EntityDefinition {
  return {
    name: null,
    original_name: null,
    area_id: null,
    device_id: null,
    aliases: [],
    labels: [],
    platform: 'demo',
    entity_category: null,
    hidden: false,
    registry: true,
    ...fields,
  };
}

function device(
  fields: Pick<DeviceDefinition, 'id' | 'name' | 'area_id' | 'manufacturer' | 'model'>,
): DeviceDefinition {
  return { name_by_user: null, sw_version: null, labels: [], ...fields };
}

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ROOMS = [
  'Kitchen',
  'Living Room',
  'Bedroom',
  'Bathroom',
  'Office',
  'Hallway',
  'Dining Room',
  'Guest Room',
  'Kids Room',
  'Laundry',
  'Library',
  'Studio',
];
const FLOOR_NAMES = ['Basement', 'Downstairs', 'Upstairs', 'Attic'];

interface Kind {
  domain: string;
  label: string;
  weight: number;
  make: (next: () => number) => { state: string; attributes: Record<string, unknown> };
}

const KINDS: Kind[] = [
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
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

function pick(next: () => number): Kind {
  let roll = next() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0]!;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** A deterministic home of exactly `entities` entities (at least 10) for a seed. */
export function generateHome(options: { entities: number; seed?: number }): HomeDefinition {
  const next = random(options.seed ?? 1);
  const total = Math.max(10, Math.floor(options.entities));
  const floorCount = Math.min(FLOOR_NAMES.length, 2 + Math.floor(total / 4000));
  const floors = FLOOR_NAMES.slice(0, floorCount).map((name, level) => ({
    floor_id: slug(name),
    name,
    level,
    aliases: [],
    icon: null,
  }));
  const areaCount = Math.max(8, Math.ceil(total / 15));
  const areas = Array.from({ length: areaCount }, (_, index) => {
    const room = ROOMS[index % ROOMS.length]!;
    const name = index < ROOMS.length ? room : `${room} ${Math.floor(index / ROOMS.length) + 1}`;
    const floorId = floors[index % floorCount]!.floor_id;
    return { area_id: slug(name), name, floor_id: floorId, aliases: [], icon: null, labels: [] };
  });
  const devices: DeviceDefinition[] = [];
  const entities: EntityDefinition[] = [];
  const satellites = Math.min(areaCount, Math.max(3, Math.floor(total / 200)));
  for (let index = 0; index < satellites; index += 1) {
    const area = areas[index]!;
    const deviceId = `satellite_${area.area_id}`;
    devices.push(
      device({
        id: deviceId,
        name: `Voice ${area.name}`,
        area_id: area.area_id,
        manufacturer: 'Nabu Casa',
        model: 'Home Assistant Voice PE',
      }),
    );
    entities.push(
      entity({
        entity_id: `assist_satellite.${area.area_id}_voice`,
        state: 'idle',
        attributes: { friendly_name: `Voice ${area.name}` },
        device_id: deviceId,
        platform: 'esphome',
      }),
    );
  }
  entities.push(
    entity({
      entity_id: 'weather.home',
      state: 'sunny',
      attributes: { friendly_name: 'Home', temperature: 18, temperature_unit: '°C' },
      exposed: true,
    }),
    entity({
      entity_id: 'todo.shopping_list',
      state: '1',
      attributes: { friendly_name: 'Shopping List' },
      items: [{ summary: 'Milk', status: 'needs_action' }],
    }),
  );
  const counters = new Map<string, number>();
  while (entities.length < total) {
    const area = areas[Math.floor(next() * areaCount)]!;
    const kind = pick(next);
    const key = `${area.area_id}_${slug(kind.label)}`;
    const count = (counters.get(key) ?? 0) + 1;
    counters.set(key, count);
    const name = `${area.name} ${kind.label}${count > 1 ? ` ${count}` : ''}`;
    const { state, attributes } = kind.make(next);
    const generated = entity({
      entity_id: `${kind.domain}.${key}${count > 1 ? `_${count}` : ''}`,
      state,
      attributes: { friendly_name: name, ...attributes },
    });
    const roll = next();
    if (roll < 0.4) {
      const deviceId = `device_${devices.length + 1}`;
      devices.push(
        device({ id: deviceId, name, area_id: area.area_id, manufacturer: 'Simulated', model: kind.label }),
      );
      generated.device_id = deviceId;
    } else generated.area_id = area.area_id;
    if (roll > 0.9) generated.exposed = false;
    else if (roll > 0.6) generated.exposed = true;
    if (kind.label === 'Signal') generated.entity_category = 'diagnostic';
    entities.push(generated);
  }
  const defaults = homeSchema.parse({ config: { location_name: `Generated home (${total})` }, entities: [] });
  return { ...defaults, floors, areas, devices, entities };
}
