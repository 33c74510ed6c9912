// Services of helpers and automations: input_boolean/number/select, button, scene, script, automation.
// Computes next states; automation.reload rebuilds automation entities from the stored configs.
import { onOffServices } from './device-services.js';
import type { House } from '../house.js';
import { addEntity, removeEntity } from '../websocket/registry-changes.js';
import {
  ServiceCallError,
  entityService,
  numberArgument,
  numberField,
  textField,
} from './service-definition.js';
import type { ServiceContext, ServiceDefinition, ServiceTable } from './service-definition.js';
import { isoTime } from '../wire-time.js';

function stamp(call: ServiceContext): string {
  return isoTime(call.house.clock());
}

function selectOption(options: unknown, option: unknown, entityId: string): string {
  if (!Array.isArray(options) || !options.includes(option)) {
    throw new ServiceCallError(
      'service_validation_error',
      `Validation error: Option ${String(option)} is not valid for entity ${entityId}, valid options are: ${Array.isArray(options) ? options.join(', ') : ''}`,
      { key: 'not_valid_option', domain: 'input_select' },
    );
  }
  return option as string;
}

function stepOption(options: unknown, current: string, offset: number): string {
  const list = Array.isArray(options) ? (options as string[]) : [current];
  const index = list.indexOf(current);
  return list[(index + offset + list.length) % list.length] ?? current;
}

/** Writes the states a scene stores, with the activating call's context. */
function applyScene(call: ServiceContext, sceneId: string): void {
  for (const [entityId, target] of Object.entries(call.house.scenes.get(sceneId) ?? {})) {
    const current = call.house.states.get(entityId);
    if (!current) continue;
    call.house.writeState(
      entityId,
      target.state,
      { ...current.attributes, ...target.attributes },
      call.context,
    );
  }
}

/** Object id of an automation's entity: its alias slugged, else its config id. */
export function automationEntityId(configId: string, config: Record<string, unknown>): string {
  const alias = typeof config['alias'] === 'string' ? config['alias'] : configId;
  const slug = alias
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `automation.${slug || configId}`;
}

/** Makes the automation entities match the stored configs, as `automation.reload` does. */
export function reloadAutomations(house: House): void {
  const wanted = new Map<string, string>();
  for (const [configId, config] of house.automations)
    wanted.set(automationEntityId(configId, config), configId);
  for (const [entityId, state] of [...house.states]) {
    if (
      entityId.startsWith('automation.') &&
      typeof state.attributes['id'] === 'string' &&
      !wanted.has(entityId)
    ) {
      removeEntity(house, entityId);
    }
  }
  for (const [entityId, configId] of wanted) {
    const config = house.automations.get(configId)!;
    const attributes = {
      id: configId,
      friendly_name: typeof config['alias'] === 'string' ? config['alias'] : configId,
      last_triggered: house.states.get(entityId)?.attributes['last_triggered'] ?? null,
      mode: typeof config['mode'] === 'string' ? config['mode'] : 'single',
      current: 0,
    };
    if (!house.states.has(entityId)) addEntity(house, { entityId, state: 'on', attributes });
    else house.writeState(entityId, house.states.get(entityId)!.state, attributes);
  }
}

const scriptTurnOn: ServiceDefinition = entityService(
  ['script'],
  'Turn on',
  { variables: { selector: { object: {} } } },
  (script, call) => ({
    attributes: { ...script.attributes, last_triggered: stamp(call) },
  }),
);

export const helperServices: ServiceTable = {
  input_boolean: onOffServices('input_boolean'),
  input_number: {
    set_value: entityService(
      ['input_number'],
      'Set',
      { value: numberField(-1e9, 1e9, true) },
      (entity, { data }) => {
        const min = Number(entity.attributes['min'] ?? 0);
        const max = Number(entity.attributes['max'] ?? 100);
        const value = numberArgument(data, 'value', -1e12, 1e12) ?? min;
        if (value < min || value > max) {
          throw new ServiceCallError(
            'invalid_format',
            `Invalid value for ${entity.entity_id}: ${value} (range ${min} - ${max})`,
          );
        }
        return { state: String(value) };
      },
    ),
    increment: entityService(['input_number'], 'Increment', {}, (entity) => ({
      state: String(
        Math.min(
          Number(entity.attributes['max'] ?? 100),
          Number(entity.state) + Number(entity.attributes['step'] ?? 1),
        ),
      ),
    })),
    decrement: entityService(['input_number'], 'Decrement', {}, (entity) => ({
      state: String(
        Math.max(
          Number(entity.attributes['min'] ?? 0),
          Number(entity.state) - Number(entity.attributes['step'] ?? 1),
        ),
      ),
    })),
  },
  input_select: {
    select_option: entityService(
      ['input_select'],
      'Select',
      { option: textField(true) },
      (entity, { data }) => ({
        state: selectOption(entity.attributes['options'], data['option'], entity.entity_id),
      }),
    ),
    select_next: entityService(['input_select'], 'Next', {}, (entity) => ({
      state: stepOption(entity.attributes['options'], entity.state, 1),
    })),
    select_previous: entityService(['input_select'], 'Previous', {}, (entity) => ({
      state: stepOption(entity.attributes['options'], entity.state, -1),
    })),
  },
  button: {
    press: entityService(['button'], 'Press', {}, (_button, call) => ({ state: stamp(call) })),
  },
  scene: {
    turn_on: entityService(['scene'], 'Activate', { transition: numberField(0, 300) }, (scene, call) => {
      applyScene(call, scene.entity_id);
      return { state: stamp(call) };
    }),
  },

  script: {
    turn_on: scriptTurnOn,
    turn_off: entityService(['script'], 'Turn off', {}, () => undefined),
    toggle: scriptTurnOn,
    reload: { name: 'Reload', description: 'Reload.', fields: {}, response: 'none', run: () => undefined },
  },
  automation: {
    ...onOffServices('automation'),
    trigger: entityService(
      ['automation'],
      'Trigger',
      { skip_condition: { selector: { boolean: {} } } },
      (automation, call) => ({
        attributes: { ...automation.attributes, last_triggered: stamp(call) },
      }),
    ),
    reload: {
      name: 'Reload',
      description: 'Reload.',
      fields: {},
      response: 'none',
      run: (call) => reloadAutomations(call.house),
    },
  },
};
