// WebSocket recorder commands: history_during_period (compressed rows), statistics, logbook (§3.8).
// Validates times and ids with Core's error codes; the queries are in history-query.ts.
import { z } from 'zod';
import { CommandError, command, commandSchema } from './command.js';
import type { CommandTable } from './command.js';
import { historyDuringPeriod, logbookEntries, statisticsDuringPeriod } from '../history-query.js';
import type { LogbookRow } from '../house-types.js';
import { epochSeconds, parseTime } from '../wire-time.js';

const ENTITY_ID = /^[a-z0-9_]+\.[a-z0-9_]+$/;

function timeOf(text: string | undefined, fallback: number, code: string, label: string): number {
  if (text === undefined) return fallback;
  const time = parseTime(text);
  if (time === undefined) throw new CommandError(code, `Invalid ${label}`);
  return time;
}

function checkIds(ids: string[]): void {
  if (ids.length === 0 || ids.some((id) => !ENTITY_ID.test(id)))
    throw new CommandError('invalid_entity_ids', 'Invalid entity_ids');
}

/** A logbook row as the WebSocket sends it: epoch-second `when`, no `name`. */
export function logbookWire(row: LogbookRow): Record<string, unknown> {
  const entry: Record<string, unknown> = {
    when: epochSeconds(row.when),
    state: row.state,
    entity_id: row.entity_id,
    context_id: row.context.id,
    context_user_id: row.context.user_id,
  };
  if (row.cause) {
    Object.assign(entry, {
      context_event_type: 'call_service',
      context_domain: row.cause.domain,
      context_service: row.cause.service,
    });
  }
  return entry;
}

export function historyCommands(now: () => number): CommandTable {
  return {
    'history/history_during_period': command(
      commandSchema({
        start_time: z.string(),
        end_time: z.string().optional(),
        entity_ids: z.array(z.string()),
        include_start_time_state: z.boolean().default(true),
        significant_changes_only: z.boolean().default(true),
        minimal_response: z.boolean().default(false),
        no_attributes: z.boolean().default(false),
      }),
      (session, message) => {
        const start = timeOf(message.start_time, 0, 'invalid_start_time', 'start_time');
        const end = timeOf(message.end_time, now(), 'invalid_end_time', 'end_time');
        checkIds(message.entity_ids);
        if (start > now()) return session.result(message.id, {});
        const rows = historyDuringPeriod(session.house, {
          start,
          end,
          entityIds: message.entity_ids,
          includeStartTimeState: message.include_start_time_state,
          significantChangesOnly: message.significant_changes_only,
        });
        const result: Record<string, unknown[]> = {};
        for (const [entityId, entityRows] of rows) {
          result[entityId] = entityRows.map((row, index) => {
            const middle = index > 0 && index < entityRows.length - 1;
            if (message.minimal_response && middle)
              return { s: row.state, lu: epochSeconds(row.last_changed) };
            const compressed: Record<string, unknown> = { s: row.state };
            if (!message.no_attributes) compressed['a'] = row.attributes;
            compressed['lu'] = epochSeconds(row.last_updated);
            if (row.last_changed !== row.last_updated) compressed['lc'] = epochSeconds(row.last_changed);
            return compressed;
          });
        }
        session.result(message.id, result);
      },
    ),
    'recorder/statistics_during_period': command(
      commandSchema({
        start_time: z.string(),
        end_time: z.string().optional(),
        statistic_ids: z.array(z.string()).min(1),
        period: z.enum(['5minute', 'hour', 'day', 'week', 'month', 'year']),
        units: z.record(z.string(), z.string()).optional(),
        types: z.array(z.enum(['change', 'last_reset', 'max', 'mean', 'min', 'state', 'sum'])).optional(),
      }),
      (session, message) => {
        const start = timeOf(message.start_time, 0, 'invalid_start_time', 'start_time');
        const end = timeOf(message.end_time, now(), 'invalid_end_time', 'end_time');
        const types = message.types ?? ['mean', 'min', 'max', 'state'];
        const statistics = statisticsDuringPeriod(
          session.house,
          message.statistic_ids,
          start,
          end,
          message.period,
        );
        const result: Record<string, unknown[]> = {};
        for (const [id, rows] of Object.entries(statistics)) {
          result[id] = rows.map((row) => {
            const entry: Record<string, unknown> = { start: row.start, end: row.end };
            for (const type of types) if (type in row) entry[type] = row[type as keyof typeof row];
            return entry;
          });
        }
        session.result(message.id, result);
      },
    ),
    'logbook/get_events': command(
      commandSchema({
        start_time: z.string(),
        end_time: z.string().optional(),
        entity_ids: z.array(z.string()).optional(),
        device_ids: z.array(z.string()).optional(),
        context_id: z.string().optional(),
      }),
      (session, message) => {
        const start = timeOf(message.start_time, 0, 'invalid_start_time', 'start_time');
        const end = timeOf(message.end_time, now(), 'invalid_end_time', 'end_time');
        if (message.entity_ids) checkIds(message.entity_ids);
        const rows = logbookEntries(session.house, {
          start,
          end,
          entityIds: message.entity_ids,
          deviceIds: message.device_ids,
          contextId: message.context_id,
        });
        session.result(message.id, rows.map(logbookWire));
      },
    ),
  };
}
