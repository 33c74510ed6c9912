// Aggregates over state history rows (time-weighted average, min, max, sum, count, first, last,
// changes) and over long-term statistics rows. Pure functions; no Home Assistant calls.
import type { HistoryRow, StatisticsRow } from '../ha/types.js';

export const AGGREGATES = ['avg', 'min', 'max', 'sum', 'count', 'first', 'last', 'changes'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

const round = (value: number) => Math.round(value * 100) / 100;

function numeric(state: string): number | undefined {
  if (state.trim() === '') return undefined;
  const value = Number(state);
  return Number.isFinite(value) ? value : undefined;
}

export function aggregateHistory(
  rows: readonly HistoryRow[],
  wanted: readonly Aggregate[],
  range: { start: Date; end: Date },
): Record<string, unknown> {
  const sorted = [...rows].sort((a, b) => Date.parse(a.when) - Date.parse(b.when));
  const numbers = sorted.map((row) => numeric(row.state)).filter((value) => value !== undefined);
  const result: Record<string, unknown> = {};
  for (const aggregate of wanted) {
    switch (aggregate) {
      case 'count':
        result.count = sorted.length;
        break;
      case 'first':
        result.first = sorted[0] === undefined ? null : { state: sorted[0].state, when: sorted[0].when };
        break;
      case 'last': {
        const last = sorted.at(-1);
        result.last = last === undefined ? null : { state: last.state, when: last.when };
        break;
      }
      case 'changes':
        result.changes = sorted.filter(
          (row, index) => index > 0 && row.state !== sorted[index - 1]?.state,
        ).length;
        break;
      case 'min':
        result.min = numbers.length === 0 ? null : Math.min(...numbers);
        break;
      case 'max':
        result.max = numbers.length === 0 ? null : Math.max(...numbers);
        break;
      case 'sum':
        result.sum = numbers.length === 0 ? null : round(numbers.reduce((a, b) => a + b, 0));
        break;
      case 'avg':
        result.avg = timeWeightedAverage(sorted, range);
        break;
    }
  }
  return result;
}

/** Each numeric value counts for as long as it held within the range. */
function timeWeightedAverage(rows: readonly HistoryRow[], range: { start: Date; end: Date }): number | null {
  let weighted = 0;
  let total = 0;
  rows.forEach((row, index) => {
    const value = numeric(row.state);
    if (value === undefined) return;
    const from = Math.max(Date.parse(row.when), range.start.getTime());
    const next = rows[index + 1];
    const to = Math.min(
      next === undefined ? range.end.getTime() : Date.parse(next.when),
      range.end.getTime(),
    );
    if (to > from) {
      weighted += value * (to - from);
      total += to - from;
    }
  });
  if (total > 0) return round(weighted / total);
  const values = rows.map((row) => numeric(row.state)).filter((value) => value !== undefined);
  return values.length === 0 ? null : round(values.reduce((a, b) => a + b, 0) / values.length);
}

export function aggregateStatistics(
  rows: readonly StatisticsRow[],
  wanted: readonly Aggregate[],
): Record<string, unknown> {
  const pick = (key: 'mean' | 'min' | 'max' | 'sum' | 'state') =>
    rows.map((row) => row[key]).filter((value): value is number => typeof value === 'number');
  const result: Record<string, unknown> = {};
  for (const aggregate of wanted) {
    if (aggregate === 'avg') {
      const means = pick('mean');
      result.avg = means.length === 0 ? null : round(means.reduce((a, b) => a + b, 0) / means.length);
    } else if (aggregate === 'min') result.min = pick('min').length === 0 ? null : Math.min(...pick('min'));
    else if (aggregate === 'max') result.max = pick('max').length === 0 ? null : Math.max(...pick('max'));
    else if (aggregate === 'count') result.count = rows.length;
    else if (aggregate === 'sum') {
      const sums = pick('sum');
      result.sum = sums.length < 2 ? null : round((sums.at(-1) ?? 0) - (sums[0] ?? 0));
    } else if (aggregate === 'first') result.first = rows[0] ?? null;
    else if (aggregate === 'last') result.last = rows.at(-1) ?? null;
  }
  return result;
}
