// Once start-up is over (the home loaded, the warm-up turns spoken), one memory-reducing collection hands
// back what start-up left behind: its garbage, the pages it emptied, the bytecode of functions only start-up
// ran. V8's memory reducer would do the same at some random moment 8-60 s later (Hearth runs without it, see
// the run script); doing it here, once, keeps the process quiet afterwards.

/** V8's `gc` extension, present when node runs with `--expose-gc` (the run script and `npm start` do). */
type Collect = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * Collects as V8 does under memory pressure: full collections until nothing more frees, compacting and
 * returning the emptied pages. ~40-70 ms of CPU, once. Returns whether it ran (not without `--expose-gc`,
 * e.g. in tests). On Node 20's V8 the options are not understood and it is a plain young-generation pass.
 */
export function releaseStartUpMemory(collect = (globalThis as { gc?: Collect }).gc): boolean {
  if (collect === undefined) return false;
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}
