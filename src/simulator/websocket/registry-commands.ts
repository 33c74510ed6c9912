// WebSocket commands over the registries, exposure to Assist and to-do items (§3.6, §3.7).
// Reads and edits the House through registry-changes; formatting lives in registry-format.
import { z } from 'zod';
import { CommandError, command, commandSchema } from './command.js';
import type { CommandTable } from './command.js';
import { explicitExposure, neverExposed } from '../exposure.js';
import {
  areaListEntries,
  deviceListEntry,
  entityExtendedEntry,
  entityListEntry,
  floorListEntries,
  labelListEntries,
} from './registry-format.js';
import { setExposed } from './registry-changes.js';

function displayEntry(
  entry: ReturnType<typeof entityListEntry>,
  precision: unknown,
): Record<string, unknown> {
  const display: Record<string, unknown> = { ei: entry['entity_id'], pl: entry['platform'] };
  if (entry['area_id']) display['ai'] = entry['area_id'];
  if (entry['device_id']) display['di'] = entry['device_id'];
  if (Array.isArray(entry['labels']) && entry['labels'].length > 0) display['lb'] = entry['labels'];
  if (entry['entity_category'] === 'config') display['ec'] = 0;
  if (entry['entity_category'] === 'diagnostic') display['ec'] = 1;
  if (entry['hidden_by']) display['hb'] = true;
  if (entry['has_entity_name']) display['hn'] = true;
  const name = entry['name'] ?? entry['original_name'];
  if (name) display['en'] = name;
  if (typeof precision === 'number') display['dp'] = precision;
  return display;
}

export const registryCommands: CommandTable = {
  'config/entity_registry/list': command(commandSchema({}), (session, message) =>
    session.result(message.id, [...session.house.entries.values()].map(entityListEntry)),
  ),
  'config/entity_registry/list_for_display': command(commandSchema({}), (session, message) =>
    session.result(message.id, {
      entity_categories: { '0': 'config', '1': 'diagnostic' },
      entities: [...session.house.entries.values()].map((entry) =>
        displayEntry(
          entityListEntry(entry),
          session.house.states.get(entry.entity_id)?.attributes['display_precision'],
        ),
      ),
    }),
  ),
  'config/entity_registry/get': command(commandSchema({ entity_id: z.string() }), (session, message) => {
    const entry = session.house.entries.get(message.entity_id);
    if (!entry) throw new CommandError('not_found', 'Entity not found');
    session.result(message.id, entityExtendedEntry(session.house, entry));
  }),
  'config/entity_registry/get_entries': command(
    commandSchema({ entity_ids: z.array(z.string()) }),
    (session, message) => {
      const result: Record<string, unknown> = {};
      for (const entityId of message.entity_ids) {
        const entry = session.house.entries.get(entityId);
        result[entityId] = entry ? entityExtendedEntry(session.house, entry) : null;
      }
      session.result(message.id, result);
    },
  ),
  'config/device_registry/list': command(commandSchema({}), (session, message) =>
    session.result(message.id, [...session.house.devices.values()].map(deviceListEntry)),
  ),
  'config/area_registry/list': command(commandSchema({}), (session, message) =>
    session.result(message.id, areaListEntries(session.house)),
  ),
  'config/floor_registry/list': command(commandSchema({}), (session, message) =>
    session.result(message.id, floorListEntries(session.house)),
  ),
  'config/label_registry/list': command(commandSchema({}), (session, message) =>
    session.result(message.id, labelListEntries(session.house)),
  ),
  'homeassistant/expose_entity/list': command(commandSchema({}), (session, message) => {
    const exposed: Record<string, Record<string, boolean>> = {};
    const ids = [...session.house.entries.keys(), ...session.house.legacyExposure.keys()];
    for (const entityId of ids) {
      const explicit = explicitExposure(session.house, entityId);
      exposed[entityId] = explicit === undefined ? {} : { conversation: explicit };
    }
    session.result(message.id, { exposed_entities: exposed });
  }),
  'homeassistant/expose_new_entities/get': command(
    commandSchema({ assistant: z.string() }),
    (session, message) =>
      session.result(message.id, {
        expose_new: message.assistant === 'conversation' ? session.house.exposeNew : false,
      }),
  ),
  'homeassistant/expose_new_entities/set': command(
    commandSchema({ assistant: z.string(), expose_new: z.boolean() }),
    (session, message) => {
      if (message.assistant === 'conversation') session.house.exposeNew = message.expose_new;
      session.result(message.id, null);
    },
  ),
  'homeassistant/expose_entity': command(
    commandSchema({
      assistants: z.array(z.string()),
      entity_ids: z.array(z.string()),
      should_expose: z.boolean(),
    }),
    (session, message) => {
      for (const entityId of message.entity_ids) {
        if (neverExposed(entityId)) throw new CommandError('not_allowed', `can't expose '${entityId}'`);
      }
      if (message.assistants.includes('conversation')) {
        for (const entityId of message.entity_ids) setExposed(session.house, entityId, message.should_expose);
      }
      session.result(message.id, null);
    },
  ),
  'todo/item/list': command(commandSchema({ entity_id: z.string() }), (session, message) => {
    if (!session.house.states.has(message.entity_id) || !message.entity_id.startsWith('todo.')) {
      throw new CommandError('not_found', 'Entity not found');
    }
    const items = session.house.todos.get(message.entity_id) ?? [];
    session.result(message.id, { items: items.map((item) => ({ ...item })) });
  }),
};
