// Runs planned actions (one service call per group of identical calls, many targets at once) and
// then waits, bounded, for each target's state to prove the action happened. Reports per target.
import type { Entity } from '../ha/types.js';
import type { EntityPlan, PlannedCall } from '../planning/index.js';
import { guardedCall } from '../guard/index.js';
import { describeEntity } from './describe-entity.js';
import type { ToolDeps } from './tool-deps.js';

export type Outcome = 'done' | 'already' | 'no_change' | 'unexpected' | 'failed' | 'sent';

export interface TargetReport extends Record<string, unknown> {
  entity_id: string;
  name: string;
  result: Outcome;
}

export interface PlannedTarget {
  entity: Entity;
  plan: EntityPlan;
}

/** Executes every plan step by step, then verifies each target (within `deps.settleMs`). */
export async function runPlans(
  deps: ToolDeps,
  targets: PlannedTarget[],
  signal: AbortSignal,
): Promise<TargetReport[]> {
  const failed = new Map<string, string>();
  const steps = Math.max(0, ...targets.map((target) => target.plan.calls.length));
  for (let step = 0; step < steps; step += 1) {
    const groups = new Map<string, { call: PlannedCall; ids: string[] }>();
    for (const { entity, plan } of targets) {
      const planned = plan.calls[step];
      if (planned === undefined || failed.has(entity.id)) continue;
      const key = `${planned.domain}.${planned.service}:${JSON.stringify(planned.data)}`;
      const group = groups.get(key) ?? { call: planned, ids: [] };
      group.ids.push(entity.id);
      groups.set(key, group);
    }
    await Promise.all(
      [...groups.values()].map(async ({ call, ids }) => {
        try {
          await guardedCall(
            deps,
            { domain: call.domain, service: call.service, data: call.data, target: { entity_id: ids } },
            { signal },
          );
        } catch (error) {
          if (signal.aborted) throw error;
          const message = error instanceof Error ? error.message : String(error);
          deps.logger?.warn(
            {
              service: `${call.domain}.${call.service}`,
              targets: ids,
              message,
              hint: "the model was told and says so; check Home Assistant's log for the integration's error",
            },
            'service call failed',
          );
          for (const id of ids) failed.set(id, message);
        }
      }),
    );
  }

  return Promise.all(
    targets.map(async ({ entity: before, plan }): Promise<TargetReport> => {
      const error = failed.get(before.id);
      if (error !== undefined) {
        return { entity_id: before.id, name: before.name, result: 'failed', error, state: before.state };
      }
      const already = plan.expect(before);
      const after = await deps.home.waitFor(before.id, plan.expect, { timeoutMs: deps.settleMs, signal });
      const now = after ?? deps.home.entity(before.id) ?? before;
      const changed = now.lastUpdated !== before.lastUpdated || now.state !== before.state;
      const result: Outcome =
        after !== undefined
          ? already && !changed
            ? 'already'
            : 'done'
          : plan.stateless && !changed
            ? 'sent'
            : changed
              ? 'unexpected'
              : 'no_change';
      const report: TargetReport = {
        ...describeEntity(now),
        entity_id: before.id,
        name: before.name,
        result,
      };
      if (result === 'no_change')
        report.note = `Home Assistant accepted the call but ${before.name} did not change.`;
      if (result === 'unexpected') report.note = `${before.name} changed, but not to what was asked.`;
      if (result === 'sent') report.note = 'Sent; this kind of entity reports no state to confirm it.';
      if (plan.ignored.length > 0) report.ignored = plan.ignored;
      return report;
    }),
  );
}
