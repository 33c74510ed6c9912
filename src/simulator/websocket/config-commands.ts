// The configuration reads of scripts, scenes and automations (`script/config`, `scene/config`,
// `automation/config`): `{config}` for an entity of that kind, `not_found` otherwise, as Core answers.
import { z } from 'zod';
import { CommandError, command, commandSchema } from './command.js';
import type { CommandTable } from './command.js';
import type { House } from '../house.js';

function scriptConfig(house: House, entityId: string): Record<string, unknown> | undefined {
  const state = house.states.get(entityId);
  if (!entityId.startsWith('script.') || state === undefined) return undefined;
  const sequence = (house.scripts.get(entityId) ?? []).map((step) => ({
    action: step.action,
    ...(Object.keys(step.data).length > 0 ? { data: step.data } : {}),
    ...(Object.keys(step.target).length > 0 ? { target: step.target } : {}),
  }));
  return { alias: state.attributes['friendly_name'] ?? entityId, sequence };
}

function sceneConfig(house: House, entityId: string): Record<string, unknown> | undefined {
  const state = house.states.get(entityId);
  if (!entityId.startsWith('scene.') || state === undefined) return undefined;
  const entities: Record<string, unknown> = {};
  for (const [target, value] of Object.entries(house.scenes.get(entityId) ?? {})) {
    entities[target] = { state: value.state, ...(value.attributes ?? {}) };
  }
  return {
    id: entityId.slice('scene.'.length),
    name: state.attributes['friendly_name'] ?? entityId,
    entities,
  };
}

function automationConfig(house: House, entityId: string): Record<string, unknown> | undefined {
  const id = house.states.get(entityId)?.attributes['id'];
  if (!entityId.startsWith('automation.') || typeof id !== 'string') return undefined;
  return house.automations.get(id);
}

function configCommand(read: (house: House, entityId: string) => Record<string, unknown> | undefined) {
  return command(commandSchema({ entity_id: z.string() }), (session, message) => {
    const config = read(session.house, message.entity_id);
    if (config === undefined) throw new CommandError('not_found', 'Entity not found');
    session.result(message.id, { config });
  });
}

export const configCommands: CommandTable = {
  'script/config': configCommand(scriptConfig),
  'scene/config': configCommand(sceneConfig),
  'automation/config': configCommand(automationConfig),
};
