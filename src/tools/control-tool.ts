// The control tool: acts on devices by name, place or id with domain-aware options, many targets in
// one call, asks for a spoken confirmation before unlocking or opening, and reports what happened.
import { z } from 'zod';
import { CONTROL_ACTIONS, GROUP_DOMAINS, planControl } from '../planning/index.js';
import type { ControlOptions } from '../planning/index.js';
import { checkRunnable, confirmationGate, runsActions } from '../guard/index.js';
import { resolveTargets } from './resolve-targets.js';
import { runPlans } from './run-plans.js';
import type { PlannedTarget, TargetReport } from './run-plans.js';
import type { Tool, ToolContext, ToolResult } from './tool.js';
import { UNREACHABLE, failure, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';
import { targetFields } from './target-fields.js';

const percent = () => z.number().min(0).max(100);

export function controlParameters(entityIds: readonly string[] | undefined) {
  return z.object({
    action: z.enum(CONTROL_ACTIONS),
    ...targetFields(entityIds),
    brightness: percent().optional().describe('percent'),
    color: z.string().optional(),
    color_temp: z.union([z.number(), z.string()]).optional().describe('kelvin or warm/neutral/cool'),
    temperature: z.number().optional(),
    target_temp_low: z.number().optional(),
    target_temp_high: z.number().optional(),
    // A mode the device lacks is refused with the modes it has (plan-climate): no list needed here.
    hvac_mode: z.string().optional(),
    position: percent().optional().describe('percent open'),
    percentage: percent().optional().describe('fan speed'),
    volume: percent().optional().describe('percent'),
    source: z.string().optional(),
    value: z.union([z.number(), z.string()]).optional(),
    // What confirm is for is one rule of the system message (the spoken yes), not repeated here.
    confirm: z.boolean().optional(),
  });
}

type ControlArgs = z.output<ReturnType<typeof controlParameters>>;

export function createControlTool(deps: ToolDeps, entityIds: readonly string[] | undefined): Tool {
  const parameters = controlParameters(entityIds);
  return {
    name: 'control',
    description: 'Act on devices, scenes and scripts; several targets in one call.',
    parameters,
    execute: async (args: ControlArgs, context: ToolContext): Promise<ToolResult> => {
      if (!homeReady(deps)) return UNREACHABLE;
      try {
        return await control(deps, args, context);
      } catch (error) {
        return failure(error, 'control');
      }
    },
  };
}

async function control(deps: ToolDeps, args: ControlArgs, context: ToolContext): Promise<ToolResult> {
  const { action, targets, entity_ids: entityIds, domain, confirm, ...rest } = args;
  const options: ControlOptions = rest;
  // The verb says what kind of device is meant when the phrase does not ("lock the front door").
  const prefer = GROUP_DOMAINS[action];
  const resolved = resolveTargets(deps, { targets, entityIds, domain, prefer }, context);
  if (!resolved.ok) return resolved;

  const planned: PlannedTarget[] = [];
  const refused: TargetReport[] = [];
  let skipped = 0;
  for (const entity of resolved.entities) {
    const unrelated =
      resolved.group && !resolved.domainNamed && !GROUP_DOMAINS[action].includes(entity.domain);
    const plan = unrelated ? undefined : planControl(entity, action, options);
    if (plan === undefined || ('refused' in plan && resolved.group)) skipped += 1;
    else if ('refused' in plan)
      refused.push({ entity_id: entity.id, name: entity.name, result: 'failed', error: plan.refused });
    else if (entity.state === 'unavailable') {
      refused.push({ entity_id: entity.id, name: entity.name, result: 'failed', error: 'unavailable' });
    } else planned.push({ entity, plan });
  }

  const sensitive = planned.flatMap(({ plan }) => (plan.sensitive === undefined ? [] : [plan.sensitive]));
  // Scripts and scenes reach past their own entity: what they would unlock or open needs the yes too.
  for (const { entity, plan } of [...planned]) {
    if (!plan.calls.some((step) => runsActions(step.domain, step.service))) continue;
    const check = await checkRunnable(deps, entity.id, context.signal);
    if (check.ok) sensitive.push(...check.sensitive);
    else {
      planned.splice(
        planned.findIndex((item) => item.entity === entity),
        1,
      );
      refused.push({ entity_id: entity.id, name: entity.name, result: 'failed', error: check.error });
    }
  }
  if (sensitive.length > 0) {
    const key = `control:${action}:${planned
      .map(({ entity }) => entity.id)
      .sort()
      .join(',')}`;
    const gate = confirmationGate(deps, context, key, sensitive, confirm);
    if (gate !== undefined) return gate;
  }

  const reports = [...refused, ...(await runPlans(deps, planned, context.signal))];
  const good = reports.filter((report) => ['done', 'already', 'sent'].includes(report.result));
  const summary = { results: reports, ...(skipped > 0 ? { skipped_other_kinds: skipped } : {}) };
  if (reports.length === 0) return { ok: false, error: `Nothing there can "${action}".`, ...summary };
  if (good.length === reports.length) return { ok: true, ...summary };
  const bad = reports
    .filter((report) => !good.includes(report))
    .map((report) => `${report.name}: ${report.result}`);
  return {
    ok: false,
    error: `${bad.length} of ${reports.length} targets did not do what was asked (${bad.join('; ')}). Tell the user exactly what did and did not happen.`,
    ...summary,
  };
}
