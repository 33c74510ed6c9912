// A snapshot of the home as Hearth sees it, read through Hearth's own connection (the live home model and
// two read-only commands), written in the simulator's home format so a sandbox can be started from it.
// Only reads: nothing here calls a service.
import type { HomeAssistantClient, HomeModel } from '../ha/index.js';
import type { HomeDefinitionInput } from '../simulator/index.js';
import { EvalError } from './eval-error.js';

export interface HomeSnapshot {
  takenAt: string;
  /** The languages of the home's Assist pipelines (its configured language when none can be read). */
  languages: string[];
  home: HomeDefinitionInput;
}

type HomeEntity = HomeDefinitionInput['entities'][number];

/** Ids the simulator accepts (lower-case letters, digits, underscores); others are mapped, consistently. */
function idMapper(): (id: string) => string {
  const mapped = new Map<string, string>();
  const taken = new Set<string>();
  return (id) => {
    const known = mapped.get(id);
    if (known !== undefined) return known;
    let clean = /^[a-z0-9_]+$/.test(id) ? id : id.toLowerCase().replace(/[^a-z0-9_]+/g, '_') || 'id';
    for (let suffix = 2; taken.has(clean) && clean !== id; suffix += 1) clean = `${clean}_${suffix}`;
    mapped.set(id, clean);
    taken.add(clean);
    return clean;
  };
}

function snapshotEntities(home: HomeModel, mapId: (id: string) => string): HomeEntity[] {
  const entities: HomeEntity[] = [];
  for (const entity of home.entities()) {
    const device = entity.deviceId === null ? undefined : home.device(entity.deviceId);
    const friendly = entity.attributes['friendly_name'];
    // The entity's own area only where it differs from its device's: the device's is inherited.
    const ownArea =
      entity.areaId !== null && entity.areaId !== (device?.areaId ?? null) ? entity.areaId : null;
    entities.push({
      entity_id: entity.id,
      state: entity.state,
      attributes: structuredClone(entity.attributes),
      name: entity.name === friendly ? null : entity.name,
      area_id: ownArea === null ? null : mapId(ownArea),
      device_id: device === undefined ? null : device.id,
      aliases: [...entity.aliases],
      labels: entity.labels.filter((label) => home.label(label) !== undefined).map(mapId),
      // Exposure is written out: the sandbox must expose exactly what the home exposes, whatever its defaults.
      exposed: entity.exposed,
    });
  }
  return entities;
}

async function readLanguages(client: HomeAssistantClient, signal?: AbortSignal): Promise<string[]> {
  const options = signal === undefined ? { timeoutMs: 5_000 } : { timeoutMs: 5_000, signal };
  const languages = new Set<string>();
  try {
    const list = await client.command<{
      pipelines?: { conversation_language?: string; language?: string }[];
    }>({ type: 'assist_pipeline/pipeline/list' }, options);
    for (const pipeline of list.pipelines ?? []) {
      // `*` is an agent that takes any language: the pipeline's own language says what people speak.
      const language = [pipeline.conversation_language, pipeline.language].find(
        (candidate) => typeof candidate === 'string' && candidate !== '' && candidate !== '*',
      );
      if (language !== undefined) languages.add(language);
    }
  } catch {
    // Older cores and the simulator have no pipeline list: the configured language stands in below.
  }
  if (languages.size > 0) return [...languages];
  try {
    const config = await client.command<{ language?: string }>({ type: 'get_config' }, options);
    if (typeof config.language === 'string' && config.language !== '') return [config.language];
  } catch {
    // Without a configured language the tasks are in English.
  }
  return ['en'];
}

async function readLocation(client: HomeAssistantClient, signal?: AbortSignal): Promise<string> {
  try {
    const config = await client.command<{ location_name?: string }>(
      { type: 'get_config' },
      signal === undefined ? { timeoutMs: 5_000 } : { timeoutMs: 5_000, signal },
    );
    return typeof config.location_name === 'string' ? config.location_name : 'Home';
  } catch {
    return 'Home';
  }
}

/** Reads the loaded home model of `client` into a sandbox-ready snapshot. */
export async function snapshotHome(
  client: HomeAssistantClient,
  options: { signal?: AbortSignal } = {},
): Promise<HomeSnapshot> {
  const home = client.home;
  if (!home.loaded) {
    throw new EvalError('home-not-loaded', 'The home has not loaded yet: Home Assistant is not reachable');
  }
  const mapId = idMapper();
  const [languages, locationName] = await Promise.all([
    readLanguages(client, options.signal),
    readLocation(client, options.signal),
  ]);
  const snapshot: HomeDefinitionInput = {
    config: { location_name: locationName, language: languages[0] ?? 'en' },
    expose_new: false,
    floors: home.floors().map((floor) => ({
      floor_id: mapId(floor.id),
      name: floor.name,
      level: floor.level,
      aliases: [...floor.aliases],
    })),
    areas: home.areas().map((area) => ({
      area_id: mapId(area.id),
      name: area.name,
      floor_id: area.floorId === null ? null : mapId(area.floorId),
      aliases: [...area.aliases],
    })),
    labels: home.labels().map((label) => ({ label_id: mapId(label.id), name: label.name })),
    devices: home.devices().map((device) => ({
      id: device.id,
      name: device.name,
      area_id: device.areaId === null ? null : mapId(device.areaId),
      manufacturer: device.manufacturer,
      model: device.model,
    })),
    entities: snapshotEntities(home, mapId),
    // notify.notify and persistent_notification exist in every home (and in the simulator).
    notify_services: Object.keys(home.services()['notify'] ?? {}).filter(
      (name) => /^[a-z0-9_]+$/.test(name) && name !== 'notify' && name !== 'persistent_notification',
    ),
    pipelines: languages.map((language) => ({ name: `Assist (${language})`, language })),
  };
  return { takenAt: new Date().toISOString(), languages, home: snapshot };
}
