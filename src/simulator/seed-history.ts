// Deterministic past rows for numeric sensors (a daily curve), so "how warm was it last night" has data.
// Produces history rows only; knows nothing of the recorder's wire format.
import type { SeededHistoryDefinition } from './home-schema.js';
import type { HistoryRow } from './house-types.js';

const HOUR_MS = 3_600_000;

/** Rows from `days` ago up to (not including) `endMs`, one per `everyMinutes`, with a little fixed jitter. */
export function seedHistory(
  seed: SeededHistoryDefinition,
  attributes: Record<string, unknown>,
  endMs: number,
): HistoryRow[] {
  const stepMs = seed.everyMinutes * 60_000;
  const startMs = Math.floor((endMs - seed.days * 24 * HOUR_MS) / stepMs) * stepMs;
  const middle = (seed.min + seed.max) / 2;
  const amplitude = (seed.max - seed.min) / 2;
  const rows: HistoryRow[] = [];
  let step = 0;
  for (let time = startMs; time < endMs - 1; time += stepMs, step += 1) {
    const hour = (time % (24 * HOUR_MS)) / HOUR_MS;
    const jitter = Math.sin(step * 12.9898) * 0.15 * amplitude;
    const value = middle + amplitude * Math.cos(((hour - seed.peakHour) / 24) * 2 * Math.PI) + jitter;
    const state = value.toFixed(1);
    rows.push({ state, attributes, last_changed: time, last_updated: time });
  }
  return rows;
}
