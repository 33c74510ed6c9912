// Entity registry edits (add, rename, remove, expose) with the events Home Assistant fires for them.
// Operates on the House; the scenario hooks and automation reload share it.
import type { House } from '../house.js';
import type { EntityEntry } from '../house-types.js';
import type { NewEntity } from '../types.js';

export function addEntity(house: House, entity: NewEntity): void {
  const now = house.clock() / 1000;
  const attributes = { ...(entity.attributes ?? {}) };
  if (entity.name !== undefined && attributes['friendly_name'] === undefined)
    attributes['friendly_name'] = entity.name;
  const entry: EntityEntry = {
    id: `${entity.entityId.replace('.', '_')}_entry`,
    entity_id: entity.entityId,
    unique_id: `simulator-${entity.entityId}`,
    platform: entity.entityId.split('.')[0] === 'automation' ? 'automation' : 'demo',
    name: null,
    original_name: entity.name ?? null,
    area_id: entity.areaId ?? null,
    device_id: entity.deviceId ?? null,
    aliases: entity.aliases ?? [],
    labels: [],
    entity_category: null,
    hidden_by: null,
    should_expose: entity.exposed,
    created_at: now,
    modified_at: now,
  };
  const existed = house.entries.has(entity.entityId);
  house.entries.set(entity.entityId, entry);
  house.fire('entity_registry_updated', {
    action: existed ? 'update' : 'create',
    entity_id: entity.entityId,
    ...(existed ? { changes: {} } : {}),
  });
  if (entity.sequence !== undefined) {
    house.scripts.set(
      entity.entityId,
      entity.sequence.map((step) => ({
        action: step.action,
        data: step.data ?? {},
        target: step.target ?? {},
      })),
    );
  }
  if (entity.response !== undefined) house.scriptResponses.set(entity.entityId, entity.response);
  if (entity.fields !== undefined || entity.scriptDescription !== undefined) {
    house.scriptFields.set(entity.entityId, {
      ...(entity.scriptDescription === undefined ? {} : { description: entity.scriptDescription }),
      fields: entity.fields ?? {},
    });
  }
  if (entity.scene !== undefined) {
    house.scenes.set(entity.entityId, entity.scene);
    attributes['entity_id'] ??= Object.keys(entity.scene);
  }
  house.writeState(entity.entityId, entity.state, attributes);
}

export function renameEntity(house: House, entityId: string, name: string): void {
  const entry = house.entries.get(entityId);
  if (entry) {
    const previous = entry.name;
    entry.name = name;
    entry.modified_at = house.clock() / 1000;
    house.fire('entity_registry_updated', {
      action: 'update',
      entity_id: entityId,
      changes: { name: previous },
    });
  }
  const state = house.states.get(entityId);
  if (state) house.writeState(entityId, state.state, { ...state.attributes, friendly_name: name });
}

export function removeEntity(house: House, entityId: string): void {
  if (house.entries.delete(entityId)) {
    house.fire('entity_registry_updated', { action: 'remove', entity_id: entityId });
  }
  house.removeState(entityId);
  house.history.delete(entityId);
  house.todos.delete(entityId);
}

/** Stores an explicit `conversation` decision (in the registry entry, or the legacy store for YAML entities). */
export function setExposed(house: House, entityId: string, exposed: boolean): void {
  const entry = house.entries.get(entityId);
  if (!entry) {
    house.legacyExposure.set(entityId, exposed);
    return;
  }
  const previous = entry.should_expose;
  entry.should_expose = exposed;
  entry.modified_at = house.clock() / 1000;
  house.fire('entity_registry_updated', {
    action: 'update',
    entity_id: entityId,
    changes: { options: { conversation: previous === undefined ? {} : { should_expose: previous } } },
  });
}
