// What an automation the model wants to create may do: the same rules as the service tool, applied to
// everything in its config. Every entity id (any case) must be exposed; area, floor, device and label
// targets are expanded and every entity they reach must be exposed; templates, webhooks and events are
// refused; services must be known, allowed and not in a blocked domain; scripts and scenes it runs
// are read for what they would unlock or open, which then needs the user's yes.
import { expandTarget, isTemplate, MAX_CONFIG_NODES, findActions } from './action-targets.js';
import { checkActions, type RunnableCheck } from './runnable-effects.js';
import { BLOCKED_DOMAINS, guardService } from './service-guard.js';
import { isVisible } from '../resolver/index.js';
import type { GuardDeps } from './guard-deps.js';

/** Domains without entities whose services only tell the user something. */
const MESSAGE_DOMAINS = new Set(['notify', 'persistent_notification']);

const ENTITY_ID = /\b([a-z_][a-z0-9_]*)\.([a-z0-9_]+)\b/gi;
const PLACE_KEYS = ['area_id', 'floor_id', 'device_id', 'label_id'] as const;

type Refusal = { ok: false; error: string };

function refuse(error: string): Refusal {
  return { ok: false, error: `${error} The automation was not saved.` };
}

/** The config's own problems (templates, hidden entities and places), without reading anything from HA. */
function checkContent(deps: GuardDeps, config: Record<string, unknown>): Refusal | undefined {
  let nodes = 0;
  let problem: Refusal | undefined;
  const visit = (value: unknown, domain: string | undefined): void => {
    if (problem !== undefined) return;
    nodes += 1;
    if (nodes > MAX_CONFIG_NODES) problem = refuse('The automation is too large to check.');
    else if (isTemplate(value)) problem = refuse('Templates are not allowed in automations Hearth creates.');
    else if (Array.isArray(value)) for (const item of value) visit(item, domain);
    else if (typeof value === 'object' && value !== null) {
      const object = value as Record<string, unknown>;
      const kind = object.trigger ?? object.platform;
      if (
        kind === 'template' ||
        kind === 'webhook' ||
        'value_template' in object ||
        'wait_template' in object
      )
        problem = refuse(
          `A ${kind === 'webhook' ? 'webhook' : 'template'} step is not allowed in automations Hearth creates.`,
        );
      else if (
        'event' in object &&
        typeof object.event === 'string' &&
        !('trigger' in object || 'platform' in object)
      )
        problem = refuse('Firing events is not allowed in automations Hearth creates.');
      const service = typeof object.action === 'string' ? object.action : undefined;
      const scope = service?.split('.')[0] ?? (typeof object.domain === 'string' ? object.domain : domain);
      for (const key of PLACE_KEYS) if (key in object) problem ??= checkPlace(deps, object, key, scope);
      for (const child of Object.values(object)) visit(child, scope);
    }
  };
  visit(config, undefined);
  if (problem !== undefined) return problem;
  for (const match of JSON.stringify(config).matchAll(ENTITY_ID)) {
    const entityId = `${match[1]!.toLowerCase()}.${match[2]!.toLowerCase()}`;
    const entity = deps.home.entity(entityId);
    if (entity !== undefined && !isVisible(entity, deps.domainAllowlist)) {
      return refuse(`It names ${match[0]}, which is not exposed to the assistant.`);
    }
  }
  return undefined;
}

/** An area, floor, device or label reached by one step: every entity of the step's domain must be exposed. */
function checkPlace(
  deps: GuardDeps,
  object: Record<string, unknown>,
  key: (typeof PLACE_KEYS)[number],
  domain: string | undefined,
): Refusal | undefined {
  const { entityIds, open } = expandTarget(deps.home, { [key]: object[key] });
  if (open) return refuse(`It targets a ${key.replace('_id', '')} that is unknown.`);
  const reached = entityIds.filter(
    (id) => domain === undefined || domain === 'homeassistant' || id.startsWith(`${domain}.`),
  );
  if (reached.some((id) => !isVisible(deps.home.entity(id), deps.domainAllowlist))) {
    return refuse(`It targets a ${key.replace('_id', '')} that holds entities not exposed to the assistant.`);
  }
  return undefined;
}

/** The services it calls: known, allowed, not blocked, on domains the assistant may act in. */
function checkServices(deps: GuardDeps, config: Record<string, unknown>): Refusal | undefined {
  const actions = findActions(deps.home, [config.actions, config.action]) ?? [];
  const exposedDomains = new Set(deps.targets().entities.map((entity) => entity.domain));
  for (const action of actions) {
    if (action.device !== undefined) {
      if (!isVisibleDevice(deps, action.device.deviceId, action.device.domain))
        return refuse('It runs an action of a device that is not exposed to the assistant.');
      continue;
    }
    const service = action.service ?? '';
    const [domain = '', name = ''] = service.split('.');
    if (name === '' || BLOCKED_DOMAINS.has(domain))
      return refuse(`The action ${service || '(unknown)'} is not available to the assistant.`);
    const allowlist = deps.serviceAllowlist;
    if (allowlist !== undefined && !allowlist.includes(domain) && !allowlist.includes(service))
      return refuse(`${service} is not in the service allowlist.`);
    if (!exposedDomains.has(domain) && !MESSAGE_DOMAINS.has(domain))
      return refuse(`No exposed entity belongs to the ${domain} domain.`);
    if (deps.home.services()[domain]?.[name] === undefined) return refuse(`Unknown service ${service}.`);
    const guarded = guardService(deps, domain, name);
    if ('ok' in guarded) return refuse(guarded.error);
  }
  return undefined;
}

function isVisibleDevice(deps: GuardDeps, deviceId: string, domain: string): boolean {
  const entities = deps.home.query({ deviceId });
  const relevant = entities.filter((entity) => domain === '' || entity.domain === domain);
  return relevant.length > 0 && relevant.every((entity) => isVisible(entity, deps.domainAllowlist));
}

/** Refuses what the automation may not do, or lists what in it needs the user's yes. */
export async function checkAutomation(
  deps: GuardDeps,
  config: Record<string, unknown>,
  signal: AbortSignal,
): Promise<RunnableCheck> {
  const problem = checkContent(deps, config) ?? checkServices(deps, config);
  if (problem !== undefined) return problem;
  const alias = typeof config.alias === 'string' ? config.alias : 'automation';
  return checkActions(deps, config.actions ?? config.action, `the new automation "${alias}"`, signal);
}
