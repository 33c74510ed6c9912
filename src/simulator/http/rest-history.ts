// REST history and logbook (`/api/history/period[/<start>]`, `/api/logbook[/<start>]`) with Core's 400 texts.
// Spells rows as full state objects and ISO times; the queries are in history-query.ts.
import type { ServerResponse } from 'node:http';
import { historyDuringPeriod, logbookEntries } from '../history-query.js';
import type { House } from '../house.js';
import { replyJson } from './http-reply.js';
import { isoTime, parseTime } from '../wire-time.js';

const DAY_MS = 86_400_000;
const ENTITY_ID = /^[a-z0-9_]+\.[a-z0-9_]+$/;

export function restHistory(
  house: House,
  response: ServerResponse,
  startText: string | undefined,
  query: URLSearchParams,
): void {
  const now = house.clock();
  const start = startText === undefined ? now - DAY_MS : parseTime(decodeURIComponent(startText));
  if (start === undefined) return replyJson(response, 400, { message: 'Invalid datetime' });
  const filter = query.get('filter_entity_id');
  if (!filter) return replyJson(response, 400, { message: 'filter_entity_id is missing' });
  const entityIds = filter.split(',').map((id) => id.trim().toLowerCase());
  if (entityIds.some((id) => !ENTITY_ID.test(id)))
    return replyJson(response, 400, { message: 'Invalid filter_entity_id' });
  const endText = query.get('end_time');
  const end = endText === null ? start + DAY_MS : parseTime(endText);
  if (end === undefined) return replyJson(response, 400, { message: 'Invalid end_time' });
  if (start > now) return replyJson(response, 200, []);
  const minimal = query.has('minimal_response');
  const noAttributes = query.has('no_attributes');
  const rows = historyDuringPeriod(house, {
    start,
    end,
    entityIds,
    includeStartTimeState: !query.has('skip_initial_state'),
    significantChangesOnly: query.get('significant_changes_only') !== '0',
  });
  const body = [...rows].map(([entityId, entityRows]) =>
    entityRows.map((row, index) => {
      if (minimal && index > 0 && index < entityRows.length - 1) {
        return { state: row.state, last_changed: isoTime(row.last_changed) };
      }
      return {
        entity_id: entityId,
        state: row.state,
        attributes: noAttributes ? {} : row.attributes,
        last_changed: isoTime(row.last_changed),
        last_updated: isoTime(row.last_updated),
      };
    }),
  );
  replyJson(response, 200, body);
}

export function restLogbook(
  house: House,
  response: ServerResponse,
  startText: string | undefined,
  query: URLSearchParams,
): void {
  const now = house.clock();
  const today = new Date(now);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const start = startText === undefined ? midnight : parseTime(decodeURIComponent(startText));
  if (start === undefined) return replyJson(response, 400, { message: 'Invalid datetime' });
  const endText = query.get('end_time');
  const period = Number(query.get('period') ?? '1');
  const end = endText === null ? start + (Number.isFinite(period) ? period : 1) * DAY_MS : parseTime(endText);
  if (end === undefined) return replyJson(response, 400, { message: 'Invalid end_time' });
  const entity = query.get('entity');
  const contextId = query.get('context_id') ?? undefined;
  if (entity && contextId)
    return replyJson(response, 400, { message: "Can't combine entity with context_id" });
  const rows = logbookEntries(house, {
    start,
    end,
    entityIds: entity ? entity.split(',').map((id) => id.trim()) : undefined,
    contextId,
  });
  replyJson(
    response,
    200,
    rows.map((row) => ({
      when: isoTime(row.when),
      name: house.friendlyName(row.entity_id),
      state: row.state,
      entity_id: row.entity_id,
      context_id: row.context.id,
      context_user_id: row.context.user_id,
      ...(row.cause
        ? {
            context_event_type: 'call_service',
            context_domain: row.cause.domain,
            context_service: row.cause.service,
          }
        : {}),
    })),
  );
}
