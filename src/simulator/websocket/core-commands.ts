// Core's general WebSocket commands: ping, states/config/services, events, entities, service calls, templates.
// Each answers as Core does (§3.5); registries and history are in their own tables.
import { z } from 'zod';
import { CommandError, command, commandSchema } from './command.js';
import type { CommandTable } from './command.js';
import { coreConfig } from '../http/core-config.js';
import { SUPERVISOR_USER_ID } from '../house.js';
import type { StoredState } from '../house-types.js';
import { describeServices } from '../services/service-descriptions.js';
import { compressState, stateDiff, wireEvent, wireState } from './wire-format.js';

const idList = z.array(z.string()).optional();

function entityFilter(message: {
  entity_ids?: string[] | undefined;
  include_domains?: string[] | undefined;
  include_entities?: string[] | undefined;
  exclude_domains?: string[] | undefined;
  exclude_entities?: string[] | undefined;
}): (entityId: string) => boolean {
  const only = message.entity_ids ? new Set(message.entity_ids) : undefined;
  return (entityId) => {
    if (only) return only.has(entityId);
    const domain = entityId.split('.')[0]!;
    if (message.exclude_entities?.includes(entityId) || message.exclude_domains?.includes(domain))
      return false;
    const includes = [...(message.include_domains ?? []), ...(message.include_entities ?? [])];
    if (includes.length === 0) return true;
    return Boolean(message.include_entities?.includes(entityId) || message.include_domains?.includes(domain));
  };
}

/** Text that looks like a number, list or object is returned as that value, as Core's parse_result does. */
function parseResult(text: string): unknown {
  const trimmed = text.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed.replace(/'/g, '"')) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function coreCommands(haVersion: string): CommandTable {
  return {
    ping: command(commandSchema({}), (session, message) => session.send({ id: message.id, type: 'pong' })),
    supported_features: command(
      commandSchema({ features: z.record(z.string(), z.unknown()) }),
      (session, message) => {
        if (message.features['coalesce_messages']) session.enableCoalescing();
        session.result(message.id, null);
      },
    ),
    get_states: command(commandSchema({}), (session, message) =>
      session.result(message.id, [...session.house.states.values()].map(wireState)),
    ),
    get_config: command(commandSchema({}), (session, message) =>
      session.result(message.id, coreConfig(session.house, haVersion)),
    ),
    get_services: command(commandSchema({}), (session, message) =>
      session.result(message.id, describeServices(session.services)),
    ),
    subscribe_events: command(commandSchema({ event_type: z.string().optional() }), (session, message) => {
      const wanted = message.event_type ?? '*';
      session.result(message.id, null);
      const stop = session.house.listen((event) => {
        if (wanted === '*' || wanted === event.event_type) session.event(message.id, wireEvent(event));
      });
      session.subscribe(message.id, stop);
    }),
    unsubscribe_events: command(commandSchema({ subscription: z.number() }), (session, message) => {
      if (!session.unsubscribe(message.subscription))
        throw new CommandError('not_found', 'Subscription not found.');
      session.result(message.id, null);
    }),
    subscribe_entities: command(
      commandSchema({
        entity_ids: idList,
        include_domains: idList,
        include_entities: idList,
        include_entity_globs: idList,
        exclude_domains: idList,
        exclude_entities: idList,
        exclude_entity_globs: idList,
      }),
      (session, message) => {
        const matches = entityFilter(message);
        session.result(message.id, null);
        const snapshot: Record<string, unknown> = {};
        for (const [entityId, state] of session.house.states)
          if (matches(entityId)) snapshot[entityId] = compressState(state);
        session.event(message.id, { a: snapshot });
        const stop = session.house.listen((event) => {
          if (event.event_type !== 'state_changed') return;
          const entityId = event.data['entity_id'] as string;
          if (!matches(entityId)) return;
          const old = event.data['old_state'] as StoredState | null;
          const next = event.data['new_state'] as StoredState | null;
          if (!next) session.event(message.id, { r: [entityId] });
          else if (!old) session.event(message.id, { a: { [entityId]: compressState(next) } });
          else session.event(message.id, { c: { [entityId]: stateDiff(old, next) } });
        });
        session.subscribe(message.id, stop);
      },
    ),
    call_service: command(
      commandSchema({
        domain: z.string(),
        service: z.string(),
        service_data: z.record(z.string(), z.unknown()).optional(),
        target: z
          .strictObject({
            entity_id: z.union([z.string(), z.array(z.string())]).optional(),
            device_id: z.union([z.string(), z.array(z.string())]).optional(),
            area_id: z.union([z.string(), z.array(z.string())]).optional(),
            floor_id: z.union([z.string(), z.array(z.string())]).optional(),
            label_id: z.union([z.string(), z.array(z.string())]).optional(),
          })
          .optional(),
        return_response: z.boolean().default(false),
      }),
      async (session, message) => {
        const request = {
          domain: message.domain,
          service: message.service,
          data: message.service_data ?? {},
          target: message.target,
          returnResponse: message.return_response,
        };
        session.recordCall(request);
        const outcome = await session.services.call({ ...request, userId: session.userId });
        const result: Record<string, unknown> = { context: outcome.context };
        if (message.return_response) result['response'] = outcome.response ?? null;
        session.result(message.id, result);
      },
    ),
    fire_event: command(
      commandSchema({ event_type: z.string(), event_data: z.record(z.string(), z.unknown()).optional() }),
      (session, message) => {
        const context = session.house.newContext(session.userId);
        session.house.fire(message.event_type, message.event_data ?? {}, context);
        session.result(message.id, { context });
      },
    ),
    'auth/current_user': command(commandSchema({}), (session, message) =>
      session.result(message.id, {
        id: session.userId,
        name: session.userId === SUPERVISOR_USER_ID ? 'Supervisor' : 'Simulator owner',
        is_owner: session.userId !== SUPERVISOR_USER_ID,
        is_admin: true,
        credentials: [],
        mfa_modules: [],
      }),
    ),
    render_template: command(
      commandSchema({
        template: z.string(),
        variables: z.record(z.string(), z.unknown()).optional(),
        entity_ids: idList,
        timeout: z.number().optional(),
        strict: z.boolean().optional(),
        report_errors: z.boolean().optional(),
      }),
      async (session, message) => {
        // Loaded by the first template asked for (rest-api.ts says why).
        const { TemplateError, renderTemplate } = await import('../template/template.js');
        const render = () => renderTemplate(session.house, message.template, message.variables ?? {});
        let first;
        try {
          first = render();
        } catch (error) {
          if (error instanceof TemplateError) throw new CommandError('template_error', error.message);
          throw error;
        }
        session.result(message.id, null);
        const emit = (rendered: { text: string; entities: string[] }) =>
          session.event(message.id, {
            result: parseResult(rendered.text),
            listeners: { all: false, entities: rendered.entities, domains: [], time: false },
          });
        emit(first);
        let tracked = new Set(first.entities);
        const stop = session.house.listen((event) => {
          if (event.event_type !== 'state_changed' || !tracked.has(event.data['entity_id'] as string)) return;
          try {
            const rendered = render();
            tracked = new Set(rendered.entities);
            emit(rendered);
          } catch (error) {
            if (message.report_errors && error instanceof TemplateError) {
              session.event(message.id, { error: error.message, level: 'ERROR' });
            }
          }
        });
        session.subscribe(message.id, stop);
      },
    ),
  };
}
