// A deadline whose timer ends with the work it bounds. `AbortSignal.timeout`'s timer runs to its end whatever
// happened: a pending timer, and a wake-up of the process, long after the work is done (quiet at rest, issue 27).
// No Home Assistant, no model: any folder may use it. (ha/deadline.ts's withDeadline races a promise it cannot
// stop and speaks Home Assistant's errors; here the work gets the signal and stops itself.)

/**
 * Runs `work` with a signal that aborts when `timeoutMs` has passed (with a `TimeoutError` DOMException, as
 * `AbortSignal.timeout`'s does) or when the caller's `signal` aborts, whichever comes first. The timer is
 * cleared as soon as the work settles, and it never keeps the process up. `work` also gets the deadline's own
 * signal, to tell a timeout from the caller's cancel.
 */
export async function runWithDeadline<T>(
  timeoutMs: number,
  work: (signal: AbortSignal, deadline: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const expiry = new AbortController();
  const timer = setTimeout(
    () => expiry.abort(new DOMException(`The operation timed out after ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  timer.unref();
  try {
    const either = signal === undefined ? expiry.signal : AbortSignal.any([signal, expiry.signal]);
    return await work(either, expiry.signal);
  } finally {
    clearTimeout(timer);
  }
}
