// A seeded generator of large homes (1,000 … 10,000+ entities) for load and prompt-budget tests.
// Same seed, same home; produces a validated HomeDefinition and nothing else.
import { homeSchemas } from './home-schema.js';
import { pickKind } from './generated-kinds.js';
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
  "Child's Room",
  'Laundry',
  'Library',
  'Studio',
];
/** Floors named the way people name them (no word "floor"), level 0 the ground floor. */
const FLOORS: [name: string, level: number][] = [
  ['Ground', 0],
  ['Second', 1],
  ['Basement', -1],
  ['Attic', 2],
];

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
  const floorCount = Math.min(FLOORS.length, 2 + Math.floor(total / 4000));
  const floors = FLOORS.slice(0, floorCount).map(([name, level]) => ({
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
    const kind = pickKind(next);
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
    // A plug with its own energy sensor named after the device ("Office Plug", "Office Plug Energy").
    if (generated.device_id !== null && kind.domain === 'switch' && entities.length < total) {
      entities.push(
        entity({
          entity_id: `sensor.${key}${count > 1 ? `_${count}` : ''}_energy`,
          state: (next() * 40).toFixed(2),
          attributes: { friendly_name: `${name} Energy`, device_class: 'energy', unit_of_measurement: 'kWh' },
          device_id: generated.device_id,
        }),
      );
    }
  }
  const defaults = homeSchemas().homeSchema.parse({
    config: { location_name: `Generated home (${total})` },
    entities: [],
  });
  return { ...defaults, floors, areas, devices, entities };
}
