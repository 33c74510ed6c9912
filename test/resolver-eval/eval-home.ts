// A compact way to write the homes and requests of the resolver evaluation set, and the conversion
// of such a home into a simulator home definition (so the real client builds the index from it).
import type { HomeDefinitionInput } from '../../src/simulator/home-schema.js';

/** `[entity id, name, options]`; the name is the friendly name Home Assistant shows. */
export type EvalEntity = [
  id: string,
  name: string,
  options?: {
    deviceClass?: string;
    aliases?: string[];
    /** Not exposed to Assist. */
    hidden?: boolean;
    /** Overrides the device's area, or places an entity without a device. */
    area?: string;
    category?: 'diagnostic' | 'config';
    /** Extra state attributes (a climate entity's `hvac_modes`, for instance). */
    attributes?: Record<string, unknown>;
  },
];

export interface EvalDevice {
  name: string;
  area: string | null;
  entities: EvalEntity[];
  /** The device registry's maker and model, as an integration fills them in ("Sonos", "Era 100"). */
  manufacturer?: string;
  model?: string;
}

export interface EvalHome {
  id: string;
  /** The language the home is named in. */
  language: string;
  floors: [id: string, name: string, level: number | null, aliases?: string[]][];
  areas: [id: string, name: string, floor: string | null, aliases?: string[]][];
  devices: EvalDevice[];
  /** Entities without a device (helpers, lists, template entities). */
  loose: EvalEntity[];
}

/**
 * What the resolver should answer: exactly these entities, a question listing exactly these
 * candidates (`ask`), or a refusal ("not exposed", "nothing is called that", "nothing of that kind there").
 */
export type Expected = string[] | { ask: string[] } | 'not-exposed' | 'not-found' | 'empty';

export interface EvalCase {
  /** What the user called the target, passed as the model would pass it. */
  say: string;
  want: Expected;
  /** What the case exercises; the first tag is its category in the table. */
  tags: string[];
  /** The domain the model passed along, when the request implies one. */
  domain?: string;
  /** The area id of the satellite the user spoke to. */
  satellite?: string;
}

export interface EvalSuite {
  home: EvalHome;
  cases: EvalCase[];
}

/** A case: `c('kinds', 'the music in the study', ['media_player.study'], { satellite: 'office' })`. */
export function c(
  tags: string,
  say: string,
  want: Expected,
  options: { domain?: string; satellite?: string } = {},
): EvalCase {
  return { say, want, tags: tags.split(' '), ...options };
}

const DEFAULT_STATE: Record<string, string> = {
  light: 'off',
  switch: 'off',
  fan: 'off',
  cover: 'closed',
  lock: 'locked',
  valve: 'closed',
  climate: 'heat',
  media_player: 'idle',
  vacuum: 'docked',
  todo: '2',
  calendar: 'off',
  camera: 'idle',
  binary_sensor: 'off',
  sensor: '21',
  scene: 'unknown',
  script: 'off',
  weather: 'sunny',
  humidifier: 'off',
  lawn_mower: 'docked',
  input_boolean: 'off',
  button: 'unknown',
  number: '3',
  select: 'auto',
  alarm_control_panel: 'disarmed',
  water_heater: 'eco',
  siren: 'off',
  event: 'unknown',
};

export function toHomeDefinition(home: EvalHome): HomeDefinitionInput {
  const entities: NonNullable<HomeDefinitionInput['entities']> = [];
  const devices: NonNullable<HomeDefinitionInput['devices']> = [];
  const add = ([id, name, options = {}]: EvalEntity, deviceId: string | null) => {
    const domain = id.split('.')[0] ?? '';
    entities.push({
      entity_id: id,
      state: DEFAULT_STATE[domain] ?? 'unknown',
      attributes: {
        friendly_name: name,
        ...(options.deviceClass === undefined ? {} : { device_class: options.deviceClass }),
        ...options.attributes,
      },
      device_id: deviceId,
      area_id: options.area ?? null,
      aliases: options.aliases ?? [],
      entity_category: options.category ?? null,
      // Every entity is decided explicitly, so the set does not depend on default-exposure rules.
      exposed: options.hidden !== true,
    });
  };
  home.devices.forEach((device, index) => {
    const id = `${home.id}_device_${index + 1}`;
    devices.push({
      id,
      name: device.name,
      area_id: device.area,
      manufacturer: device.manufacturer ?? null,
      model: device.model ?? null,
    });
    for (const entity of device.entities) add(entity, id);
  });
  for (const entity of home.loose) add(entity, null);
  return {
    config: { language: home.language, location_name: home.id },
    floors: home.floors.map(([floor_id, name, level, aliases = []]) => ({ floor_id, name, level, aliases })),
    areas: home.areas.map(([area_id, name, floor_id, aliases = []]) => ({
      area_id,
      name,
      floor_id,
      aliases,
    })),
    devices,
    entities,
  };
}
