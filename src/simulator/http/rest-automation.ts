// The automation editor's REST endpoint (`/api/config/automation/config/<id>`) with Core's validation texts.
// Stores configs in the House and reloads automations after a write, as Core's post-write hook does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { reloadAutomations } from '../services/helper-services.js';
import type { House } from '../house.js';
import { readBody, replyJson } from './http-reply.js';
import type { ServiceRegistry } from '../services/service-registry.js';

const TRIGGERS = new Set([
  'state',
  'numeric_state',
  'time',
  'time_pattern',
  'sun',
  'event',
  'homeassistant',
  'zone',
  'template',
  'device',
  'mqtt',
  'webhook',
  'calendar',
  'conversation',
  'tag',
  'geo_location',
  'persistent_notification',
]);
const ACTION_KEYS = [
  'action',
  'service',
  'delay',
  'wait_template',
  'wait_for_trigger',
  'condition',
  'scene',
  'event',
  'choose',
  'if',
  'repeat',
  'variables',
  'stop',
  'parallel',
  'sequence',
  'device_id',
  'set_conversation_response',
];
const MODES = new Set(['single', 'restart', 'queued', 'parallel']);
const ENTITY_ID = /^[a-z0-9_]+\.[a-z0-9_]+$/;

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** The voluptuous-style reason a config is invalid, or undefined when Core would accept it. */
export function automationConfigError(config: Record<string, unknown>): string | undefined {
  const triggersKey = 'triggers' in config ? 'triggers' : 'trigger' in config ? 'trigger' : undefined;
  const actionsKey = 'actions' in config ? 'actions' : 'action' in config ? 'action' : undefined;
  if (!triggersKey) return "required key not provided @ data['triggers']";
  if (!actionsKey) return "required key not provided @ data['actions']";
  if (config['alias'] !== undefined && typeof config['alias'] !== 'string')
    return "expected str for dictionary value @ data['alias']";
  if (config['mode'] !== undefined && (typeof config['mode'] !== 'string' || !MODES.has(config['mode']))) {
    return `value must be one of ['parallel', 'queued', 'restart', 'single'] for dictionary value @ data['mode']`;
  }
  for (const [index, trigger] of asList(config[triggersKey]).entries()) {
    if (typeof trigger !== 'object' || trigger === null)
      return `expected a dictionary @ data['${triggersKey}'][${index}]`;
    const record = trigger as Record<string, unknown>;
    const type = record['trigger'] ?? record['platform'];
    if (typeof type !== 'string')
      return `required key not provided @ data['${triggersKey}'][${index}]['trigger']`;
    if (!TRIGGERS.has(type)) return `Invalid trigger '${type}' specified`;
    for (const entityId of asList(record['entity_id'])) {
      if (typeof entityId !== 'string' || !ENTITY_ID.test(entityId)) {
        return `Entity ID ${String(entityId)} is an invalid entity ID for dictionary value @ data['${triggersKey}'][${index}]['entity_id']`;
      }
    }
  }
  const actions = asList(config[actionsKey]);
  for (const [index, action] of actions.entries()) {
    if (typeof action !== 'object' || action === null || !ACTION_KEYS.some((key) => key in action)) {
      return `Unable to determine action @ data['${actionsKey}'][${index}]`;
    }
  }
  return undefined;
}

export async function restAutomationConfig(
  house: House,
  _services: ServiceRegistry,
  request: IncomingMessage,
  response: ServerResponse,
  configId: string,
): Promise<void> {
  if (request.method === 'GET') {
    const config = house.automations.get(configId);
    return config
      ? replyJson(response, 200, config)
      : replyJson(response, 404, { message: 'Resource not found' });
  }
  if (request.method === 'DELETE') {
    if (!house.automations.delete(configId))
      return replyJson(response, 404, { message: 'Resource not found' });
    reloadAutomations(house);
    return replyJson(response, 200, { result: 'ok' });
  }
  let config: unknown;
  try {
    config = JSON.parse((await readBody(request)).toString('utf8'));
  } catch {
    return replyJson(response, 400, { message: 'Invalid JSON specified.' });
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    return replyJson(response, 400, { message: 'Message malformed: expected a dictionary' });
  }
  const error = automationConfigError(config as Record<string, unknown>);
  if (error) return replyJson(response, 400, { message: `Message malformed: ${error}` });
  house.automations.set(configId, { id: configId, ...(config as Record<string, unknown>) });
  reloadAutomations(house);
  replyJson(response, 200, { result: 'ok' });
}
