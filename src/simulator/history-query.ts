// Recorder queries over the House's rows: state history in a period, statistics per period, logbook entries.
// Returns internal rows; the WebSocket and REST fronts spell them out.
import type { House } from './house.js';
import type { HistoryRow, LogbookRow } from './house-types.js';

/** Domains whose attribute-only changes count as significant (Core's SIGNIFICANT_DOMAINS). */
const SIGNIFICANT_DOMAINS = new Set([
  'climate',
  'device_tracker',
  'humidifier',
  'thermostat',
  'water_heater',
]);

export interface HistoryQuery {
  start: number;
  end: number;
  entityIds: string[];
  includeStartTimeState: boolean;
  significantChangesOnly: boolean;
}

/** Rows per entity within [start, end]; the state at `start` comes first, stamped at `start`. */
export function historyDuringPeriod(house: House, query: HistoryQuery): Map<string, HistoryRow[]> {
  const result = new Map<string, HistoryRow[]>();
  for (const entityId of query.entityIds) {
    const rows = house.history.get(entityId) ?? [];
    const selected: HistoryRow[] = [];
    let before: HistoryRow | undefined;
    for (const row of rows) {
      if (row.last_updated < query.start) before = row;
      else if (row.last_updated <= query.end) selected.push(row);
    }
    if (query.includeStartTimeState && before) {
      selected.unshift({ ...before, last_changed: query.start, last_updated: query.start });
    }
    const significant = !query.significantChangesOnly || SIGNIFICANT_DOMAINS.has(entityId.split('.')[0]!);
    const kept = significant
      ? selected
      : selected.filter((row, index) => index === 0 || row.state !== selected[index - 1]!.state);
    if (kept.length > 0) result.set(entityId, kept);
  }
  return result;
}

export type StatisticsPeriod = '5minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

function periodStart(time: number, period: StatisticsPeriod): number {
  const date = new Date(time);
  switch (period) {
    case '5minute':
      return Math.floor(time / 300_000) * 300_000;
    case 'hour':
      return Math.floor(time / 3_600_000) * 3_600_000;
    case 'day':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    case 'week': {
      const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
      return day - ((date.getUTCDay() + 6) % 7) * 86_400_000;
    }
    case 'month':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    case 'year':
      return Date.UTC(date.getUTCFullYear(), 0, 1);
  }
}

function periodEnd(start: number, period: StatisticsPeriod): number {
  const date = new Date(start);
  if (period === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  if (period === 'year') return Date.UTC(date.getUTCFullYear() + 1, 0, 1);
  const lengths = { '5minute': 300_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 } as const;
  return start + lengths[period];
}

export interface StatisticsRow {
  start: number;
  end: number;
  mean: number;
  min: number;
  max: number;
  state: number;
}

/** Mean/min/max/last of numeric states per period, for entities whose states are numbers. */
export function statisticsDuringPeriod(
  house: House,
  ids: string[],
  start: number,
  end: number,
  period: StatisticsPeriod,
): Record<string, StatisticsRow[]> {
  const result: Record<string, StatisticsRow[]> = {};
  for (const entityId of ids) {
    const buckets = new Map<number, number[]>();
    for (const row of house.history.get(entityId) ?? []) {
      const value = Number(row.state);
      if (
        row.state.trim() === '' ||
        Number.isNaN(value) ||
        row.last_updated < start ||
        row.last_updated >= end
      )
        continue;
      const bucket = periodStart(row.last_updated, period);
      const values = buckets.get(bucket) ?? [];
      values.push(value);
      buckets.set(bucket, values);
    }
    if (buckets.size === 0) continue;
    result[entityId] = [...buckets.entries()]
      .sort(([a], [b]) => a - b)
      .map(([bucketStart, values]) => ({
        start: bucketStart,
        end: periodEnd(bucketStart, period),
        mean: Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100,
        min: Math.min(...values),
        max: Math.max(...values),
        state: values[values.length - 1]!,
      }));
  }
  return result;
}

export interface LogbookQuery {
  start: number;
  end: number;
  entityIds?: string[] | undefined;
  deviceIds?: string[] | undefined;
  contextId?: string | undefined;
}

export function logbookEntries(house: House, query: LogbookQuery): LogbookRow[] {
  let entities: Set<string> | undefined = query.entityIds ? new Set(query.entityIds) : undefined;
  if (query.deviceIds) {
    const devices = new Set(query.deviceIds);
    entities ??= new Set();
    for (const entry of house.entries.values())
      if (entry.device_id && devices.has(entry.device_id)) entities.add(entry.entity_id);
  }
  return house.logbook.filter(
    (row) =>
      row.when >= query.start &&
      row.when <= query.end &&
      (!entities || entities.has(row.entity_id)) &&
      (!query.contextId || row.context.id === query.contextId),
  );
}
