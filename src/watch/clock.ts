// Time for the watcher, injected so tests can run durations forward. Real time by default.

export interface Clock {
  now(): number;
  /** Calls `run` after `ms`; returns the function that cancels it. */
  setTimer(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(ms, run) {
    // Node's timers take at most ~24.8 days; longer waits are re-armed by the watcher.
    const timer = setTimeout(run, Math.min(Math.max(0, ms), 2 ** 31 - 1));
    timer.unref();
    return () => clearTimeout(timer);
  },
};
