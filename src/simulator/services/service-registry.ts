// Runs service calls against the House: lookup, response rules, misbehaviour hooks, targets, effects.
// Shared by the WebSocket and REST fronts; each maps ServiceCallError to its own wire form.
import { announceServices } from './announce-services.js';
import { dataServices } from './data-services.js';
import { deviceServices } from './device-services.js';
import { helperServices } from './helper-services.js';
import type { House } from '../house.js';
import type { Context, StoredState } from '../house-types.js';
import { lightServices } from './light-services.js';
import { mediaServices } from './media-services.js';
import { TARGET_KEYS, resolveTargets } from './resolve-targets.js';
import { ServiceCallError } from './service-definition.js';
import type { ServiceContext, ServiceDefinition, ServiceTable } from './service-definition.js';
import type { ServiceBehaviour } from '../types.js';

export interface ServiceCallRequest {
  domain: string;
  service: string;
  data: Record<string, unknown>;
  target: Record<string, unknown> | undefined;
  returnResponse: boolean;
  userId: string | null;
}

export interface ServiceCallOutcome {
  context: Context;
  response: unknown;
  changedStates: StoredState[];
}

const GENERIC_MAP: Record<string, Record<string, string>> = {
  cover: { turn_on: 'open_cover', turn_off: 'close_cover' },
  lock: { turn_on: 'lock', turn_off: 'unlock' },
  vacuum: { turn_on: 'start', turn_off: 'return_to_base' },
};

export class ServiceRegistry {
  private readonly table: ServiceTable;
  private readonly behaviours = new Map<string, ServiceBehaviour>();

  private readonly house: House;

  constructor(house: House, extra: ServiceTable = {}) {
    this.house = house;
    this.table = {
      ...lightServices,
      ...deviceServices,
      ...mediaServices,
      ...helperServices,
      ...dataServices,
      ...announceServices,
      homeassistant: {
        turn_on: this.generic('turn_on'),
        turn_off: this.generic('turn_off'),
        toggle: this.generic('toggle'),
        update_entity: { ...this.generic('toggle'), name: 'Update entity', entity: () => undefined },
      },
      persistent_notification: { create: noOp('Create a notification') },
      notify: {
        notify: noOp('Send a notification'),
        persistent_notification: noOp('Send a notification'),
        ...Object.fromEntries(
          house.notifyServices.map((name) => [name, noOp(`Send a notification via ${name}`)]),
        ),
      },
      tts: { speak: ttsSpeak },
    };
    for (const [domain, services] of Object.entries(extra))
      this.table[domain] = { ...this.table[domain], ...services };
  }

  setBehaviour(service: string, behaviour: ServiceBehaviour | undefined): void {
    if (behaviour) this.behaviours.set(service, behaviour);
    else this.behaviours.delete(service);
  }

  lookup(domain: string, service: string): ServiceDefinition | undefined {
    const found = this.table[domain]?.[service];
    if (found || domain !== 'script' || !this.house.states.has(`script.${service}`)) return found;
    const described = this.house.scriptFields.get(`script.${service}`);
    const alias = this.house.states.get(`script.${service}`)?.attributes['friendly_name'];
    return {
      name: typeof alias === 'string' ? alias : service,
      description: described?.description ?? '',
      fields: described?.fields ?? {},
      response: 'optional',
      run: (call) => this.runScript(`script.${service}`, call),
    };
  }

  /** Every service by domain, including one per script, as definitions. */
  all(): Record<string, Record<string, ServiceDefinition>> {
    const result: Record<string, Record<string, ServiceDefinition>> = { ...this.table };
    const scripts = { ...result['script'] };
    for (const entityId of this.house.states.keys()) {
      if (entityId.startsWith('script.'))
        scripts[entityId.slice(7)] = this.lookup('script', entityId.slice(7))!;
    }
    result['script'] = scripts;
    return result;
  }

  async call(request: ServiceCallRequest): Promise<ServiceCallOutcome> {
    const { domain, service } = request;
    const definition = this.lookup(domain, service);
    if (!definition) {
      throw new ServiceCallError('not_found', `Service ${domain}.${service} not found.`, {
        key: 'service_not_found',
        domain: 'homeassistant',
        placeholders: { domain, service },
      });
    }
    if (request.returnResponse && definition.response === 'none') {
      throw new ServiceCallError(
        'service_validation_error',
        "Validation error: An action which does not return responses can't be called with return_response=True",
        {
          key: 'service_does_not_support_response',
          domain: 'homeassistant',
          placeholders: { return_response: 'return_response=True' },
        },
      );
    }
    if (!request.returnResponse && definition.response === 'only') {
      throw new ServiceCallError(
        'service_validation_error',
        'Validation error: An action which returns responses must be called with return_response=True',
        {
          key: 'service_lacks_response_request',
          domain: 'homeassistant',
          placeholders: { return_response: 'return_response=True' },
        },
      );
    }
    const merged = { ...request.data, ...(request.target ?? {}) };
    const data = validateFields(definition, merged);
    definition.validate?.(data);
    const behaviour = this.behaviours.get(`${domain}.${service}`);
    if (behaviour?.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour?.fail) throw new ServiceCallError(behaviour.fail.code, behaviour.fail.message);

    const context = this.house.newContext(request.userId, { domain, service });
    this.house.fire('call_service', { domain, service, service_data: merged }, context);
    const changedStates: StoredState[] = [];
    const stop = this.house.listen((event) => {
      const next = event.data['new_state'] as StoredState | null | undefined;
      if (event.event_type === 'state_changed' && next && event.context.id === context.id)
        changedStates.push(next);
    });
    try {
      if (behaviour?.noEffect)
        return { context, response: definition.response === 'none' ? undefined : {}, changedStates };
      const call: ServiceContext = { house: this.house, domain, service, data, context };
      if (definition.targetDomains !== undefined) call.entityIds = this.targets(definition, merged);
      if (definition.run) return { context, response: await definition.run(call), changedStates };
      const response: Record<string, unknown> = {};
      if (domain === 'script' && (service === 'turn_on' || service === 'toggle')) {
        for (const entityId of this.targets(definition, merged)) await this.runScript(entityId, call);
        return { context, response: undefined, changedStates };
      }
      for (const entityId of this.targets(definition, merged)) {
        const state = this.house.states.get(entityId);
        if (!state) continue;
        const effect = definition.entity?.(state, call);
        if (!effect) continue;
        if (effect.state !== undefined || effect.attributes !== undefined) {
          this.house.writeState(
            entityId,
            effect.state ?? state.state,
            effect.attributes ?? state.attributes,
            context,
          );
        }
        if (effect.response !== undefined) response[entityId] = effect.response;
      }
      return { context, response: definition.response === 'none' ? undefined : response, changedStates };
    } finally {
      stop();
    }
  }

  private targets(definition: ServiceDefinition, merged: Record<string, unknown>): string[] {
    const { all, entityIds } = resolveTargets(this.house, merged);
    const domains = definition.targetDomains ?? [];
    const anyDomain = domains.includes('*');
    const inDomain = (entityId: string): boolean => anyDomain || domains.includes(entityId.split('.')[0]!);
    if (all) return [...this.house.states.keys()].filter((entityId) => !anyDomain && inDomain(entityId));
    return entityIds.filter(inDomain);
  }

  private generic(service: 'turn_on' | 'turn_off' | 'toggle'): ServiceDefinition {
    return {
      name: service,
      description: `Generic ${service}.`,
      fields: {},
      targetDomains: ['*'],
      response: 'none',
      entity: (state, call) => {
        const domain = state.entity_id.split('.')[0]!;
        let name: string = GENERIC_MAP[domain]?.[service] ?? service;
        if (service === 'toggle' && GENERIC_MAP[domain]) {
          const on = ['open', 'locked', 'cleaning', 'opening'].includes(state.state);
          name = GENERIC_MAP[domain][on ? 'turn_off' : 'turn_on']!;
        }
        const target = this.lookup(domain, name);
        if (!target?.entity || domain === 'homeassistant') return undefined;
        return target.entity(state, { ...call, domain, service: name });
      },
    };
  }

  /** Marks a script as triggered, then makes its service calls in order (as the caller's user). */
  private async runScript(entityId: string, call: ServiceContext): Promise<unknown> {
    const state = this.house.states.get(entityId);
    const effect = state && this.table['script']!['turn_on']!.entity?.(state, call);
    if (state && effect?.attributes)
      this.house.writeState(entityId, state.state, effect.attributes, call.context);
    for (const action of this.house.scripts.get(entityId) ?? []) {
      const [domain, service] = action.action.split('.') as [string, string];
      await this.call({
        domain,
        service,
        data: action.data,
        target: action.target,
        returnResponse: false,
        userId: call.context.user_id,
      });
    }
    return this.house.scriptResponses.get(entityId) ?? {};
  }
}

/** A service that accepts any data and changes nothing in the home (notifications). */
function noOp(name: string): ServiceDefinition {
  return { name, description: `${name}.`, fields: {}, response: 'none', run: () => undefined };
}

/** `tts.speak`: a speech engine as target, the media player and the message in data. */
const ttsSpeak: ServiceDefinition = {
  name: 'Speak',
  description: 'Speaks something using text-to-speech on a media player.',
  fields: {
    media_player_entity_id: { required: true, selector: { entity: { domain: 'media_player' } } },
    message: { required: true, selector: { text: {} } },
    cache: { selector: { boolean: {} } },
    language: { selector: { text: {} } },
    options: { selector: { object: {} } },
  },
  targetDomains: ['tts'],
  response: 'none',
  entity: () => undefined,
};

/** Home Assistant's strict service schemas: unknown keys and missing required keys are refused. */
function validateFields(
  definition: ServiceDefinition,
  merged: Record<string, unknown>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) {
    if ((TARGET_KEYS as readonly string[]).includes(key)) continue;
    const open = definition.run !== undefined || definition.targetDomains?.includes('*') === true;
    if (!open && !(key in definition.fields)) {
      throw new ServiceCallError('invalid_format', `extra keys not allowed @ data['${key}']`);
    }
    data[key] = value;
  }
  for (const [key, field] of Object.entries(definition.fields)) {
    if (field.required && data[key] === undefined) {
      throw new ServiceCallError('invalid_format', `required key not provided @ data['${key}']`);
    }
  }
  return data;
}
