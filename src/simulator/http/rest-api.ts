// Core's REST API under `/api` (§2, §10.4): states, services, config, template, events, camera, automations.
// Authentication and the Supervisor layer are handled before this; paths arrive without the `/api` prefix.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { coreConfig } from './core-config.js';
import type { House } from '../house.js';
import { readBody, replyJson, replyStatus, replyText } from './http-reply.js';
import { restHistory, restLogbook } from './rest-history.js';
import { ServiceCallError } from '../services/service-definition.js';
import { describeServices } from '../services/service-descriptions.js';
import type { ServiceRegistry } from '../services/service-registry.js';
import type { RecordedEvent, RecordedServiceCall } from '../types.js';
import { wireState } from '../websocket/wire-format.js';

export interface CoreRestOptions {
  house: House;
  services: ServiceRegistry;
  haVersion: string;
  userId: string;
  /** How service errors answer: `legacy` 500 plain text (≤ 2026.9), `json` 400/500 `{message}` (newer). */
  errorStyle: 'legacy' | 'json';
  recordCall(call: RecordedServiceCall): void;
  recordEvent(event: RecordedEvent): void;
}

function parseJsonObject(body: Buffer): Record<string, unknown> | undefined | 'invalid' {
  if (body.length === 0) return undefined;
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'invalid';
  } catch {
    return 'invalid';
  }
}

export async function handleCoreRest(
  options: CoreRestOptions,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const { house } = options;
  const method = request.method ?? 'GET';
  const parts = path.split('/').slice(1);
  const [head, second, third] = parts;
  const allow = (...methods: string[]): boolean => {
    if (methods.includes(method)) return true;
    replyStatus(response, 405);
    return false;
  };
  if (path === '/') return allow('GET') ? replyJson(response, 200, { message: 'API running.' }) : undefined;
  if (path === '/core/state' && allow('GET')) {
    return replyJson(response, 200, {
      state: 'RUNNING',
      recorder_state: { migration_in_progress: false, migration_is_live: false },
    });
  }
  if (path === '/config' && allow('GET'))
    return replyJson(response, 200, coreConfig(house, options.haVersion));
  if (path === '/components' && allow('GET'))
    return replyJson(response, 200, coreConfig(house, options.haVersion)['components']);
  if (path === '/states' && allow('GET'))
    return replyJson(response, 200, [...house.states.values()].map(wireState));
  if (head === 'states' && second && parts.length === 2 && allow('GET', 'POST', 'DELETE')) {
    return restState(house, request, response, second.toLowerCase());
  }
  if (path === '/services' && allow('GET')) {
    const services = Object.entries(describeServices(options.services)).map(([domain, map]) => ({
      domain,
      services: map,
    }));
    return replyJson(response, 200, services);
  }
  if (head === 'services' && second && third && parts.length === 3 && allow('POST')) {
    return restServiceCall(options, request, response, second, third, query);
  }
  if (path === '/events' && allow('GET'))
    return replyJson(response, 200, [{ event: 'state_changed', listener_count: 1 }]);
  if (head === 'events' && second && parts.length === 2 && allow('POST')) {
    const data = parseJsonObject(await readBody(request));
    if (data === 'invalid')
      return replyJson(response, 400, { message: 'Event data should be a JSON object' });
    house.fire(second, data ?? {}, house.newContext(options.userId));
    options.recordEvent({ eventType: second, data: data ?? {}, at: house.clock() });
    return replyJson(response, 200, { message: `Event ${second} fired.` });
  }
  if (path === '/template' && allow('POST')) {
    const body = parseJsonObject(await readBody(request));
    if (body === 'invalid' || body === undefined || typeof body['template'] !== 'string') {
      return replyJson(response, 400, { message: 'Template data should be a JSON object' });
    }
    // The template engine, the camera snapshot and the automation editor are loaded by their first request:
    // a demo-mode Hearth seldom or never asks for them, and a loaded module stays in memory for good.
    const { TemplateError, renderTemplate } = await import('../template/template.js');
    try {
      const variables = (body['variables'] ?? {}) as Record<string, unknown>;
      return replyText(response, 200, renderTemplate(house, body['template'], variables).text);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      return replyJson(response, 400, { message: `Error rendering template: ${error.message}` });
    }
  }
  if (head === 'history' && second === 'period' && parts.length <= 3 && allow('GET'))
    return restHistory(house, response, third, query);
  if (head === 'logbook' && parts.length <= 2 && allow('GET'))
    return restLogbook(house, response, second, query);
  if (head === 'camera_proxy' && second && parts.length === 2 && allow('GET')) {
    const camera = house.states.get(second);
    if (!camera || !second.startsWith('camera.')) return replyStatus(response, 404);
    if (camera.state === 'unavailable' || camera.state === 'off') return replyStatus(response, 503);
    const { snapshotPng } = await import('../png.js');
    response.writeHead(200, { 'Content-Type': 'image/png' });
    return void response.end(snapshotPng(64, 48, second.length % 5));
  }
  if (head === 'config' && second === 'automation' && third === 'config' && parts.length === 4) {
    if (allow('GET', 'POST', 'DELETE')) {
      const { restAutomationConfig } = await import('./rest-automation.js');
      return restAutomationConfig(house, options.services, request, response, parts[3]!);
    }
    return;
  }
  if (!response.headersSent) replyStatus(response, 404);
}

async function restState(
  house: House,
  request: IncomingMessage,
  response: ServerResponse,
  entityId: string,
): Promise<void> {
  const existing = house.states.get(entityId);
  if (request.method === 'GET') {
    return existing
      ? replyJson(response, 200, wireState(existing))
      : replyJson(response, 404, { message: 'Entity not found.' });
  }
  if (request.method === 'DELETE') {
    if (!existing) return replyJson(response, 404, { message: 'Entity not found.' });
    house.removeState(entityId);
    return replyJson(response, 200, { message: 'Entity removed.' });
  }
  const body = parseJsonObject(await readBody(request));
  if (body === 'invalid' || body === undefined)
    return replyJson(response, 400, { message: 'State data should be a JSON object' });
  if (typeof body['state'] !== 'string' && typeof body['state'] !== 'number') {
    return replyJson(response, 400, { message: 'No state attribute specified.' });
  }
  if (!/^[a-z0-9_]+\.[a-z0-9_]+$/.test(entityId))
    return replyJson(response, 400, { message: 'Invalid entity ID specified.' });
  const attributes = (body['attributes'] ?? {}) as Record<string, unknown>;
  const written = house.writeState(entityId, String(body['state']), attributes);
  replyJson(response, existing ? 200 : 201, wireState(written), { Location: `/api/states/${entityId}` });
}

async function restServiceCall(
  options: CoreRestOptions,
  request: IncomingMessage,
  response: ServerResponse,
  domain: string,
  service: string,
  query: URLSearchParams,
): Promise<void> {
  const definition = options.services.lookup(domain, service);
  if (!definition) return replyStatus(response, 400);
  const body = parseJsonObject(await readBody(request));
  if (body === 'invalid') return replyJson(response, 400, { message: 'Data should be valid JSON.' });
  const returnResponse = query.has('return_response');
  if (returnResponse && definition.response === 'none') {
    return replyJson(response, 400, {
      message: 'Service does not support responses. Remove return_response from request.',
    });
  }
  if (!returnResponse && definition.response === 'only') {
    return replyJson(response, 400, {
      message:
        'Service call requires responses but caller did not ask for responses. Add ?return_response to query parameters.',
    });
  }
  const data = body ?? {};
  options.recordCall({
    domain,
    service,
    data,
    target: undefined,
    returnResponse,
    via: 'rest',
    at: Date.now(),
  });
  try {
    const outcome = await options.services.call({
      domain,
      service,
      data,
      target: undefined,
      returnResponse,
      userId: options.userId,
    });
    const changed = outcome.changedStates.map(wireState);
    replyJson(
      response,
      200,
      returnResponse ? { changed_states: changed, service_response: outcome.response ?? {} } : changed,
    );
  } catch (error) {
    if (!(error instanceof ServiceCallError)) throw error;
    if (error.code === 'invalid_format') return replyStatus(response, 400);
    if (options.errorStyle === 'legacy') {
      return replyText(response, 500, '500 Internal Server Error\n\nServer got itself in trouble');
    }
    replyJson(response, error.code === 'service_validation_error' ? 400 : 500, { message: error.message });
  }
}
