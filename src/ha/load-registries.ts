// Fetches and validates the registries, exposure settings and services over the WebSocket.
// Turns wire shapes into the home's records; knows nothing of events or reconnects.
import type { MessageBase } from 'home-assistant-js-websocket';
import type { z } from 'zod';
import { explicitExposure, type ExposureSettings } from './exposure.js';
import { HomeAssistantError } from './home-assistant-error.js';
import type { Registries } from './registries.js';
import type { Area, Device, Floor, Label, ServiceDescription, ServiceField } from './types.js';
import {
  areaListSchema,
  deviceListSchema,
  entityEntriesSchema,
  entityListSchema,
  exposeNewSchema,
  floorListSchema,
  labelListSchema,
  serviceFieldSchema,
  servicesSchema,
  type EntityEntry,
} from './wire-schemas.js';

export type Command = <T>(message: MessageBase) => Promise<T>;

/**
 * `get_entries` is asked in pipelined chunks: one 10,000-entity answer cost the simulator about
 * twice what ten 1,000-entity ones did, and frames stay small.
 */
const ENTRIES_PER_REQUEST = 1_000;

export function parseAnswer<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HomeAssistantError('service-failed', `Unexpected answer to ${what}: ${result.error.message}`, {
    cause: result.error,
  });
}

async function ask<T extends z.ZodType>(command: Command, type: string, schema: T): Promise<z.output<T>> {
  return parseAnswer(schema, await command<unknown>({ type }), type);
}

/** An empty answer for commands an older Core does not know (floors, labels before 2024.4). */
async function askOptional<T extends z.ZodType>(
  command: Command,
  type: string,
  schema: T,
  fallback: z.output<T>,
): Promise<z.output<T>> {
  try {
    return await ask(command, type, schema);
  } catch (error) {
    if (error instanceof HomeAssistantError && error.remoteCode === 'unknown_command') return fallback;
    throw error;
  }
}

/**
 * The registry entries of `entityIds` (the entities that have a state) in the extended form, with
 * aliases, from one `get_entries`; a Core without that command falls back to `list` (no aliases).
 */
export async function loadEntityEntries(
  command: Command,
  entityIds: string[],
): Promise<Map<string, EntityEntry>> {
  const extended = await loadExtendedEntries(command, entityIds);
  if (extended === undefined) return loadEntityList(command);
  const entries = new Map<string, EntityEntry>();
  for (const [entityId, entry] of extended) if (entry !== undefined) entries.set(entityId, entry);
  return entries;
}

/** The whole entity registry without aliases (`config/entity_registry/list`). */
export async function loadEntityList(command: Command): Promise<Map<string, EntityEntry>> {
  const list = await ask(command, 'config/entity_registry/list', entityListSchema);
  return new Map(list.map((entry) => [entry.entity_id, entry]));
}

/**
 * Extended entries of `entityIds`; ids unknown to the registry map to `undefined`. Resolves
 * `undefined` when the Core does not know `get_entries`.
 */
export async function loadExtendedEntries(
  command: Command,
  entityIds: string[],
): Promise<Map<string, EntityEntry | undefined> | undefined> {
  const found = new Map<string, EntityEntry | undefined>();
  const chunks: string[][] = [];
  for (let start = 0; start < entityIds.length; start += ENTRIES_PER_REQUEST) {
    chunks.push(entityIds.slice(start, start + ENTRIES_PER_REQUEST));
  }
  let answers: unknown[];
  try {
    answers = await Promise.all(
      chunks.map((ids) => command({ type: 'config/entity_registry/get_entries', entity_ids: ids })),
    );
  } catch (error) {
    if (error instanceof HomeAssistantError && error.remoteCode === 'unknown_command') return undefined;
    throw error;
  }
  answers.forEach((answer, index) => {
    const entries = parseAnswer(entityEntriesSchema, answer, 'config/entity_registry/get_entries');
    for (const entityId of chunks[index] ?? []) found.set(entityId, entries[entityId] ?? undefined);
  });
  return found;
}

export async function loadDevices(command: Command): Promise<Map<string, Device>> {
  const list = await ask(command, 'config/device_registry/list', deviceListSchema);
  return new Map(
    list.map((device) => [
      device.id,
      {
        id: device.id,
        name: device.name_by_user ?? device.name ?? device.id,
        areaId: device.area_id ?? null,
        manufacturer: device.manufacturer ?? null,
        model: device.model ?? null,
      },
    ]),
  );
}

export async function loadAreas(command: Command): Promise<Map<string, Area>> {
  const list = await ask(command, 'config/area_registry/list', areaListSchema);
  return new Map(
    list.map((area) => [
      area.area_id,
      { id: area.area_id, name: area.name, aliases: area.aliases, floorId: area.floor_id },
    ]),
  );
}

export async function loadFloors(command: Command): Promise<Map<string, Floor>> {
  const list = await askOptional(command, 'config/floor_registry/list', floorListSchema, []);
  return new Map(
    list.map((floor) => [
      floor.floor_id,
      { id: floor.floor_id, name: floor.name, aliases: floor.aliases, level: floor.level },
    ]),
  );
}

export async function loadLabels(command: Command): Promise<Map<string, Label>> {
  const list = await askOptional(command, 'config/label_registry/list', labelListSchema, []);
  return new Map(list.map((label) => [label.label_id, { id: label.label_id, name: label.name }]));
}

export async function loadExposure(
  command: Command,
  defaultDomains: ReadonlySet<string>,
): Promise<ExposureSettings> {
  const [list, exposeNew] = await Promise.all([
    command<unknown>({ type: 'homeassistant/expose_entity/list' }),
    command<unknown>({ type: 'homeassistant/expose_new_entities/get', assistant: 'conversation' }),
  ]);
  const explicit = explicitExposure(list);
  if (explicit === undefined) {
    throw new HomeAssistantError(
      'service-failed',
      'Unexpected answer to homeassistant/expose_entity/list: exposed_entities is not a map of entity ids to assistant settings',
    );
  }
  return {
    explicit,
    exposeNew: parseAnswer(exposeNewSchema, exposeNew, 'homeassistant/expose_new_entities/get').expose_new,
    defaultDomains,
  };
}

/** Everything but the entity entries (which need the ids of the states first). */
export async function loadRegistries(
  command: Command,
  defaultDomains: ReadonlySet<string>,
): Promise<Omit<Registries, 'entries'>> {
  const [devices, areas, floors, labels, exposure] = await Promise.all([
    loadDevices(command),
    loadAreas(command),
    loadFloors(command),
    loadLabels(command),
    loadExposure(command, defaultDomains),
  ]);
  return { devices, areas, floors, labels, exposure };
}

export async function loadServices(
  command: Command,
): Promise<Record<string, Record<string, ServiceDescription>>> {
  const raw = await ask(command, 'get_services', servicesSchema);
  const services: Record<string, Record<string, ServiceDescription>> = {};
  for (const [domain, byName] of Object.entries(raw)) {
    const described: Record<string, ServiceDescription> = {};
    for (const [name, service] of Object.entries(byName)) {
      const description: ServiceDescription = { fields: flattenFields(service.fields ?? {}) };
      if (service.name != null) description.name = service.name;
      if (service.description != null) description.description = service.description;
      if (service.response != null) description.response = service.response;
      described[name] = description;
    }
    services[domain] = described;
  }
  return services;
}

/** Service fields, with the fields of collapsible sections (`{fields: {...}}`) lifted to the top. */
function flattenFields(fields: Record<string, unknown>): Record<string, ServiceField> {
  const flat: Record<string, ServiceField> = {};
  for (const [name, value] of Object.entries(fields)) {
    const section = (value as { fields?: unknown } | null)?.fields;
    if (typeof section === 'object' && section !== null) {
      Object.assign(flat, flattenFields(section as Record<string, unknown>));
      continue;
    }
    const field = serviceFieldSchema.safeParse(value);
    if (!field.success) continue;
    const { name: label, description, required, example, selector } = field.data;
    const described: ServiceField = {};
    if (label !== undefined) described.name = label;
    if (description !== undefined) described.description = description;
    if (required !== undefined) described.required = required;
    if (example !== undefined) described.example = example;
    if (selector != null) described.selector = selector;
    flat[name] = described;
  }
  return flat;
}
