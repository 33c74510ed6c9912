// Order statistics for benchmark samples.

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** A figure for a table: 2 significant decimals below 10, whole numbers above. */
export function format(value: number, unit = ''): string {
  if (!Number.isFinite(value)) return '–';
  const text = Math.abs(value) < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en');
  return unit === '' ? text : `${text} ${unit}`;
}
