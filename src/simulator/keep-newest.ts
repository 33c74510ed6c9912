// A recording that keeps only its newest entries: what a simulator running for months may hold.

/** Appends `entry`, then drops the oldest entries past `keep` (at most one per append, so it stays cheap). */
export function keepNewest<T>(list: T[], entry: T, keep: number): void {
  list.push(entry);
  if (list.length > keep) list.splice(0, list.length - keep);
}
