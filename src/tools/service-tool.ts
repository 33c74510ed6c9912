// The service tool: an advanced call of a service in a domain of exposed entities, on exposed
// targets only, with return_response when the service answers (forecasts, events, to-do items).
// Never reaches homeassistant, hassio, shell_command, python_script, pyscript, recorder and kin.
import { z } from 'zod';
import type { Entity } from '../ha/types.js';
import {
  BLOCKED_DOMAINS,
  checkRunnable,
  confirmationGate,
  guardedCall,
  guardService,
  hiddenEntityInData,
  isSensitive,
  offeredServices,
  runsActions,
  SENSITIVE_VERBS,
} from '../guard/index.js';
import { describeEntity } from './describe-entity.js';
import { resolveTargets } from './resolve-targets.js';
import { targetFields } from './target-fields.js';
import { callTargetless, isTargetless, offeredTargetless, targetlessAllowed } from './targetless-call.js';
import { PARSE_ONLY, type Tool, type ToolContext, type ToolResult } from './tool.js';
import { UNREACHABLE, failure, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';

const TARGET_KEYS = ['entity_id', 'area_id', 'device_id', 'floor_id', 'label_id'];
const RESPONSE_LIMIT = 6000;

export function serviceParameters(entityIds: readonly string[] | undefined) {
  const { targets, entity_ids } = targetFields(entityIds);
  return z.object({
    domain: z.string().regex(/^[a-z0-9_]+$/),
    service: z.string().regex(/^[a-z0-9_]+$/),
    targets,
    entity_ids,
    data: z.record(z.string(), z.unknown()).optional().describe('without targets'),
    // Not shown: a service that answers is asked for its answer anyway; `false` still turns that off.
    return_response: z
      .boolean()
      .optional()
      .meta({ [PARSE_ONLY]: true }),
    confirm: z.boolean().optional(),
  });
}

export type ServiceArgs = z.output<ReturnType<typeof serviceParameters>>;

const DESCRIPTION =
  'Call a Home Assistant service when control cannot, e.g. weather.get_forecasts (data {type: daily}), calendar.get_events.';

export function createServiceTool(deps: ToolDeps, entityIds: readonly string[] | undefined): Tool {
  const notifications = offeredTargetless(deps);
  return {
    name: 'service',
    description:
      notifications.length === 0
        ? DESCRIPTION
        : `${DESCRIPTION} Without targets it may also call ${notifications.join(', ')} (data: message, title; tts.speak: message and media_player_entity_id).`,
    parameters: serviceParameters(entityIds),
    execute: (args: ServiceArgs, context: ToolContext) => callServiceChecked(deps, args, context),
  };
}

/**
 * One service call with every check of the service tool. `allowTargetless` is a target-less action
 * (`notify.x`) the caller itself was allowed to make: a tool the user wrote with that very action.
 */
export async function callServiceChecked(
  deps: ToolDeps,
  args: ServiceArgs,
  context: ToolContext,
  allowTargetless?: string,
): Promise<ToolResult> {
  if (!homeReady(deps)) return UNREACHABLE;
  try {
    return await service(deps, args, context, allowTargetless);
  } catch (error) {
    return failure(error, `${args.domain}.${args.service}`);
  }
}

async function service(
  deps: ToolDeps,
  args: ServiceArgs,
  context: ToolContext,
  allowTargetless: string | undefined,
): Promise<ToolResult> {
  const { domain, service: name } = args;
  const full = `${domain}.${name}`;
  if (BLOCKED_DOMAINS.has(domain))
    return { ok: false, error: `The ${domain} domain is not available to the assistant.` };
  const allowlist = deps.serviceAllowlist;
  if (allowlist !== undefined && !allowlist.includes(domain) && !allowlist.includes(full)) {
    return { ok: false, error: `${full} is not in the service allowlist.` };
  }
  if (isTargetless(domain, name)) {
    if (allowTargetless === full || targetlessAllowed(deps, domain, name)) {
      const request = { domain, service: name, data: args.data ?? {}, entityIds: args.entity_ids };
      return callTargetless(deps, request, context);
    }
    return {
      ok: false,
      error: `${full} is not allowed: the user has to add it to Hearth's notification_services option first.`,
    };
  }
  if (!deps.targets().entities.some((entity) => entity.domain === domain)) {
    return { ok: false, error: `No exposed entity belongs to the ${domain} domain.` };
  }
  const guarded = guardService(deps, domain, name);
  if ('ok' in guarded) return guarded;
  const description = deps.home.services()[domain]?.[name];
  if (description === undefined) {
    const known = offeredServices(deps, domain);
    return { ok: false, error: `Unknown service ${full}. Services of ${domain}: ${known.join(', ')}` };
  }
  const data = args.data ?? {};
  if (TARGET_KEYS.some((key) => key in data)) {
    return { ok: false, error: 'Give targets in targets or entity_ids, not inside data.' };
  }
  const hidden = hiddenEntityInData(deps, data);
  if (hidden !== undefined) return hidden;
  let targets: Entity[];
  if (guarded.kind === 'script') targets = [guarded.entity];
  else {
    const resolved = resolveTargets(
      deps,
      { targets: args.targets, entityIds: args.entity_ids, domain },
      context,
    );
    if (!resolved.ok) return resolved;
    targets = resolved.entities;
  }

  const sensitive = targets
    .filter((entity) => isSensitive(domain, name, entity))
    .map((entity) => `${SENSITIVE_VERBS[entity.domain] ?? name.replace(/_/g, ' ')} ${entity.name}`);
  if (guarded.kind === 'script' || runsActions(domain, name)) {
    for (const entity of targets) {
      const check = await checkRunnable(deps, entity.id, context.signal);
      if (!check.ok) return check;
      sensitive.push(...check.sensitive);
    }
  }
  if (sensitive.length > 0) {
    const key = `service:${full}:${targets
      .map((entity) => entity.id)
      .sort()
      .join(',')}:${JSON.stringify(data)}`;
    const gate = confirmationGate(deps, context, key, sensitive, args.confirm);
    if (gate !== undefined) return gate;
  }

  const returnResponse =
    description.response !== undefined && (!description.response.optional || args.return_response !== false);
  const ids = targets.map((entity) => entity.id);
  const answer = await guardedCall(
    deps,
    { domain, service: name, data, target: guarded.kind === 'script' ? undefined : { entity_id: ids } },
    { signal: context.signal, returnResponse },
  );
  if (returnResponse) {
    const text = JSON.stringify(answer.response ?? null);
    return text.length <= RESPONSE_LIMIT
      ? { ok: true, response: answer.response ?? null }
      : { ok: true, response_truncated: `${text.slice(0, RESPONSE_LIMIT)}…` };
  }
  const after = await Promise.all(
    targets.map((before) =>
      deps.home.waitFor(
        before.id,
        (now) => now.lastUpdated !== before.lastUpdated || now.state !== before.state,
        {
          timeoutMs: deps.settleMs,
          signal: context.signal,
        },
      ),
    ),
  );
  const results = targets.map((before, index) => {
    const now = after[index] ?? deps.home.entity(before.id) ?? before;
    return { ...describeEntity(now), changed: after[index] !== undefined };
  });
  const changed = results.some((result) => result.changed);
  return {
    ok: true,
    changed,
    results,
    ...(changed
      ? {}
      : { note: 'Home Assistant accepted the call but no target changed state. Do not claim it worked.' }),
  };
}
