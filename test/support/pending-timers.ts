// Which timers a piece of work leaves pending once it has settled: a timer still pending after its work is
// a wake-up nobody needs (quiet at rest, issue 27). Counted with async_hooks, so unref'd timers count too.
import { createHook } from 'node:async_hooks';

/** Runs `work` and resolves with the durations (ms) of the timers it set that are still pending after it. */
export async function timersLeftBy(work: () => Promise<unknown>): Promise<number[]> {
  const pending = new Map<number, { _idleTimeout: number }>();
  const hook = createHook({
    init(asyncId, type, _trigger, resource) {
      if (type === 'Timeout') pending.set(asyncId, resource as { _idleTimeout: number });
    },
    destroy(asyncId) {
      pending.delete(asyncId);
    },
  }).enable();
  try {
    await work().catch(() => undefined);
    // Node reports a cleared timer's destroy on the next turn of the loop.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    hook.disable();
  }
  return [...pending.values()].map((timer) => timer._idleTimeout);
}
