// What running a script, scene or automation would do that needs the user's yes first (unlock a
// lock, disarm an alarm, open a garage door or gate), read from its configuration in Home Assistant
// (`script/config`, `scene/config`, `automation/config`). What cannot be read or known is refused.
import type { HomeModel } from '../ha/types.js';
import type { FoundAction } from './action-targets.js';
import { findActions } from './action-targets.js';
import type { GuardDeps } from './guard-deps.js';

export type RunnableCheck = { ok: true; sensitive: string[] } | { ok: false; error: string };

/** Services that run the actions of a script, scene or automation (besides `script.<object_id>`). */
const RUNNING_SERVICES: Record<string, readonly string[]> = {
  script: ['turn_on', 'toggle'],
  scene: ['turn_on'],
  automation: ['trigger'],
};

/** Nested scripts, scenes and automations are followed this deep; deeper is unknowable. */
const MAX_DEPTH = 4;

export function runsActions(domain: string, service: string): boolean {
  return RUNNING_SERVICES[domain]?.includes(service) === true;
}

type Kind = 'lock' | 'alarm' | 'gate';

/** The kinds of entity whose opening needs a confirmation. An unknown cover counts as a gate. */
export function sensitiveKind(home: HomeModel, entityId: string): Kind | undefined {
  const domain = entityId.split('.')[0];
  if (domain === 'lock') return 'lock';
  if (domain === 'alarm_control_panel') return 'alarm';
  if (domain !== 'cover') return undefined;
  const entity = home.entity(entityId);
  if (entity === undefined) return 'gate';
  return ['garage', 'gate'].includes(entity.deviceClass ?? '') ? 'gate' : undefined;
}

const VERB: Record<Kind, string> = { lock: 'unlock', alarm: 'disarm', gate: 'open' };

/** Which service of a domain opens a kind, and on which targets. */
function opens(service: string, kind: Kind): boolean {
  const [domain, name = ''] = service.split('.');
  if (domain === 'homeassistant') {
    return kind === 'lock' ? ['turn_off', 'toggle'].includes(name) : ['turn_on', 'toggle'].includes(name);
  }
  if (kind === 'lock') return domain === 'lock' && ['unlock', 'open'].includes(name);
  if (kind === 'alarm') return domain === 'alarm_control_panel' && name === 'alarm_disarm';
  return (
    domain === 'cover' &&
    ['open_cover', 'set_cover_position', 'toggle', 'open_cover_tilt', 'set_cover_tilt_position'].includes(
      name,
    )
  );
}

/** A scene's stored state that opens: an unlocked lock, a disarmed alarm, an open gate. */
function sceneStateOpens(kind: Kind, value: unknown): boolean {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const state = String(typeof value === 'object' && value !== null ? record.state : value).toLowerCase();
  if (kind === 'lock') return !['locked', 'locking'].includes(state);
  if (kind === 'alarm') return state === 'disarmed';
  const position = Number(record.current_position ?? record.position ?? 0);
  return ['open', 'opening', 'on'].includes(state) || position > 0;
}

interface Walk {
  deps: GuardDeps;
  signal: AbortSignal;
  seen: Set<string>;
}

function nameOf(home: HomeModel, entityId: string): string {
  return home.entity(entityId)?.name ?? entityId;
}

async function readConfig(walk: Walk, entityId: string): Promise<Record<string, unknown> | undefined> {
  const domain = entityId.split('.')[0] ?? '';
  try {
    const answer = await walk.deps.client.command<{ config?: unknown }>(
      { type: `${domain}/config`, entity_id: entityId },
      { signal: walk.signal, timeoutMs: 5000 },
    );
    const config = answer?.config;
    return typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** What running `entityId` (a script, scene or automation) would open; `via` names who runs it. */
export async function checkRunnable(
  deps: GuardDeps,
  entityId: string,
  signal: AbortSignal,
): Promise<RunnableCheck> {
  return effectsOf({ deps, signal, seen: new Set() }, entityId, 0);
}

async function effectsOf(walk: Walk, entityId: string, depth: number): Promise<RunnableCheck> {
  const home = walk.deps.home;
  const name = nameOf(home, entityId);
  if (walk.seen.has(entityId)) return { ok: true, sensitive: [] };
  walk.seen.add(entityId);
  if (depth > MAX_DEPTH) {
    return { ok: false, error: `I cannot tell what ${name} does: it runs other scripts too deeply nested.` };
  }
  const domain = entityId.split('.')[0];
  const config = await readConfig(walk, entityId);
  if (domain === 'scene') return sceneEffects(home, name, entityId, config);
  if (config === undefined) {
    return {
      ok: false,
      error: `I cannot read what ${name} does from Home Assistant, so it cannot be checked for unlocking or opening; it was not run.`,
    };
  }
  const actions = domain === 'script' ? config.sequence : (config.actions ?? config.action);
  return actionsEffects(walk, actions, name, depth);
}

/** What the actions of a config (a script's sequence, an automation's actions) would open. */
export async function checkActions(
  deps: GuardDeps,
  actions: unknown,
  name: string,
  signal: AbortSignal,
): Promise<RunnableCheck> {
  return actionsEffects({ deps, signal, seen: new Set() }, actions, name, 0);
}

async function actionsEffects(
  walk: Walk,
  config: unknown,
  name: string,
  depth: number,
): Promise<RunnableCheck> {
  const actions = findActions(walk.deps.home, config);
  if (actions === undefined) return { ok: false, error: `${name} is too large to check; it was not run.` };
  const sensitive: string[] = [];
  for (const action of actions) {
    const result = await actionEffects(walk, action, depth);
    if (!result.ok) return { ok: false, error: `${result.error} (in ${name})` };
    sensitive.push(
      ...result.sensitive.map((text) => (text.includes(' (through ') ? text : `${text} (through ${name})`)),
    );
  }
  return { ok: true, sensitive: [...new Set(sensitive)] };
}

function sceneEffects(
  home: HomeModel,
  name: string,
  entityId: string,
  config: Record<string, unknown> | undefined,
): RunnableCheck {
  const entities = config?.entities;
  if (typeof entities === 'object' && entities !== null) {
    const sensitive = Object.entries(entities as Record<string, unknown>).flatMap(([id, value]) => {
      const kind = sensitiveKind(home, id.toLowerCase());
      return kind !== undefined && sceneStateOpens(kind, value)
        ? [`${VERB[kind]} ${nameOf(home, id.toLowerCase())} (through ${name})`]
        : [];
    });
    return { ok: true, sensitive };
  }
  // Without its config, the scene's own list of entities tells whether it touches anything sensitive.
  // Home Assistant's own scenes always carry that list; a scene without it belongs to an integration
  // (a Hue or KNX scene) and sets that integration's devices, which Hearth cannot see into.
  const listed = home.entity(entityId)?.attributes.entity_id;
  if (listed === undefined && entityId !== '') return { ok: true, sensitive: [] };
  if (Array.isArray(listed) && listed.every((id) => typeof id === 'string' && !sensitiveKind(home, id))) {
    return { ok: true, sensitive: [] };
  }
  return {
    ok: false,
    error: `I cannot read what ${name} sets from Home Assistant, and it may include a lock, alarm or garage door; it was not run.`,
  };
}

async function actionEffects(walk: Walk, action: FoundAction, depth: number): Promise<RunnableCheck> {
  const home = walk.deps.home;
  if (action.device !== undefined) {
    const { domain, type, deviceId } = action.device;
    const device = home.device(deviceId)?.name ?? 'a device';
    if (domain === 'lock' && ['unlock', 'open'].includes(type))
      return { ok: true, sensitive: [`unlock ${device}`] };
    if (domain === 'alarm_control_panel' && type === 'disarm')
      return { ok: true, sensitive: [`disarm ${device}`] };
    if (domain === 'cover' && ['open', 'set_position'].includes(type)) {
      const gates = home
        .query({ deviceId, domain: 'cover' })
        .filter((e) => sensitiveKind(home, e.id) === 'gate');
      if (gates.length > 0 || home.device(deviceId) === undefined)
        return { ok: true, sensitive: [`open ${device}`] };
    }
    return { ok: true, sensitive: [] };
  }
  if (action.service === undefined)
    return { ok: false, error: 'It has an action chosen by a template, which I cannot check' };
  const service = action.service;
  const [domain = '', name = ''] = service.split('.');
  const sensitive: string[] = [];
  for (const kind of ['lock', 'alarm', 'gate'] as const) {
    if (!opens(service, kind)) continue;
    const hits = action.entityIds.filter((id) => sensitiveKind(home, id) === kind);
    sensitive.push(...hits.map((id) => `${VERB[kind]} ${nameOf(home, id)}`));
    if (action.openTargets || (action.entityIds.length === 0 && domain !== 'homeassistant')) {
      sensitive.push(
        `${VERB[kind]} ${kind === 'gate' ? 'a garage door or gate' : kind === 'lock' ? 'a lock' : 'an alarm'}`,
      );
    }
  }
  if (domain === 'scene' && name === 'apply') {
    const data = action.raw.data as Record<string, unknown> | undefined;
    const applied = sceneEffects(home, 'a scene', '', { entities: data?.entities ?? {} });
    if (applied.ok) sensitive.push(...applied.sensitive);
  }
  const nested: string[] = [];
  if (runsActions(domain, name)) {
    if (action.openTargets)
      return { ok: false, error: `It runs a ${domain} chosen at run time, which I cannot check` };
    nested.push(...action.entityIds.filter((id) => id.startsWith(`${domain}.`)));
  } else if (domain === 'script' && !['turn_off', 'reload', 'toggle', 'turn_on'].includes(name)) {
    nested.push(`script.${name}`);
  }
  for (const entityId of nested) {
    const result = await effectsOf(walk, entityId, depth + 1);
    if (!result.ok) return result;
    sensitive.push(...result.sensitive);
  }
  return { ok: true, sensitive };
}
