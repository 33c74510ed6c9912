// The wake-up both a turn's chunks and its audio use: readers park a resolver, writers wake them all.

/** Resolves when woken through `waiters`, or when `signal` aborts. */
export function waitFor(waiters: (() => void)[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    waiters.push(done);
    signal.addEventListener('abort', done, { once: true });
  });
}
