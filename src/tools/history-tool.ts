// The history tool: a target's states over a duration or range with aggregates, long-term
// statistics for long ranges, and the logbook for "when did the front door last open".
import { z } from 'zod';
import { AGGREGATES, aggregateHistory, aggregateStatistics, type Aggregate } from './aggregate-history.js';
import { resolveTargets } from './resolve-targets.js';
import { targetFields } from './target-fields.js';
import { PARSE_ONLY, type Tool, type ToolContext, type ToolResult } from './tool.js';
import { UNREACHABLE, failure, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;
const DETAILED_AGGREGATES: Aggregate[] = ['avg', 'min', 'max', 'last', 'changes'];
const LONG_AGGREGATES: Aggregate[] = ['avg', 'min', 'max', 'sum', 'last'];
/** Home Assistant keeps detailed history 10 days by default; beyond, use statistics. */
const DETAILED_MS = 10 * UNIT_MS.d;

/** ISO 8601 date-time; checked by Date.parse rather than a regex that would cost the model 250 tokens. */
const dateTime = () =>
  z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not an ISO 8601 date-time');

export function historyParameters(entityIds: readonly string[] | undefined) {
  return z.object({
    ...targetFields(entityIds),
    duration: z
      .string()
      .regex(/^\d+(\.\d+)?\s*[mhdw]$/)
      .optional()
      .describe('back from now, e.g. 7d'),
    start: dateTime().optional().describe('ISO 8601'),
    end: dateTime().optional(),
    // Not shown: the defaults answer what people ask; a model that names some is still heard.
    aggregates: z
      .array(z.enum(AGGREGATES))
      .optional()
      .meta({ [PARSE_ONLY]: true }),
    kind: z.enum(['states', 'logbook']).optional().describe('logbook for "when did X last…"'),
  });
}

type HistoryArgs = z.output<ReturnType<typeof historyParameters>>;

export function createHistoryTool(deps: ToolDeps, entityIds: readonly string[] | undefined): Tool {
  return {
    name: 'history',
    description: 'Past states of targets with aggregates, or their logbook events.',
    parameters: historyParameters(entityIds),
    execute: async (args: HistoryArgs, context: ToolContext): Promise<ToolResult> => {
      if (!homeReady(deps)) return UNREACHABLE;
      try {
        return await history(deps, args, context);
      } catch (error) {
        return failure(error, 'history');
      }
    },
  };
}

async function history(deps: ToolDeps, args: HistoryArgs, context: ToolContext): Promise<ToolResult> {
  const resolved = resolveTargets(
    deps,
    { targets: args.targets, entityIds: args.entity_ids, domain: args.domain },
    context,
  );
  if (!resolved.ok) return resolved;
  const entities = resolved.entities.slice(0, 10);
  const ids = entities.map((entity) => entity.id);
  const end = args.end === undefined ? deps.now() : new Date(args.end);
  const match = /^(\d+(?:\.\d+)?)\s*([mhdw])$/.exec(args.duration ?? '24h');
  const span = match === null ? UNIT_MS.d : Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  const start = args.start === undefined ? new Date(end.getTime() - span) : new Date(args.start);
  if (!(start < end)) return { ok: false, error: 'The start of the range must be before its end.' };
  const range = { start: start.toISOString(), end: end.toISOString() };
  const options = { signal: context.signal };

  if (args.kind === 'logbook') {
    const entries = await deps.client.logbook(ids, start, end, options);
    const recent = entries.slice(-20).map((entry) => ({
      when: entry.when,
      ...(entry.entityId === undefined ? {} : { entity_id: entry.entityId }),
      ...(entry.state === undefined ? {} : { state: entry.state }),
      ...(entry.message === undefined ? {} : { message: entry.message }),
    }));
    return { ok: true, range, count: entries.length, entries: recent };
  }

  const long = end.getTime() - start.getTime() > DETAILED_MS;
  // Long-term statistics keep a meter's running sum: over days it is what was used ("energy last month").
  const wanted = args.aggregates ?? (long ? LONG_AGGREGATES : DETAILED_AGGREGATES);
  if (long) {
    const period = end.getTime() - start.getTime() > 60 * UNIT_MS.d ? 'week' : 'day';
    const statistics = await deps.client.statistics(ids, start, end, period, options);
    return {
      ok: true,
      range,
      source: `long-term statistics per ${period}`,
      results: entities.map((entity) => ({
        entity_id: entity.id,
        name: entity.name,
        ...aggregateStatistics(statistics[entity.id] ?? [], wanted),
      })),
    };
  }
  const rows = await deps.client.history(ids, start, end, options);
  return {
    ok: true,
    range,
    results: entities.map((entity) => {
      const unit = entity.attributes.unit_of_measurement;
      return {
        entity_id: entity.id,
        name: entity.name,
        ...(typeof unit === 'string' ? { unit } : {}),
        ...aggregateHistory(rows[entity.id] ?? [], wanted, { start, end }),
      };
    }),
  };
}
