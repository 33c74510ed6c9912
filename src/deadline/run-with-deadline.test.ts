import { describe, expect, it } from 'vitest';
import { timersLeftBy } from '../../test/support/pending-timers.js';
import { runWithDeadline } from './run-with-deadline.js';

/** Work that ends only when its signal aborts, with the signal's reason. */
const untilAborted = (signal: AbortSignal): Promise<never> =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));

describe('a deadline for one piece of work', () => {
  it('leaves no timer behind once the work is done, whether it succeeded or failed', async () => {
    expect(await timersLeftBy(() => runWithDeadline(60_000, () => Promise.resolve('done')))).toEqual([]);
    expect(await timersLeftBy(() => runWithDeadline(60_000, () => Promise.reject(new Error('no'))))).toEqual(
      [],
    );
    // What it replaces: AbortSignal.timeout's timer stays pending for its whole minute.
    const timeout = await timersLeftBy(() => {
      AbortSignal.timeout(60_000);
      return Promise.resolve();
    });
    expect(timeout).toEqual([60_000]);
  });

  it("aborts the work with a TimeoutError when the time is up, and tells it from the caller's cancel", async () => {
    let expired: AbortSignal | undefined;
    const late = runWithDeadline(10, (signal, deadline) => {
      expired = deadline;
      return untilAborted(signal);
    });
    await expect(late).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(expired?.aborted).toBe(true);

    const caller = new AbortController();
    let deadline: AbortSignal | undefined;
    const cancelled = runWithDeadline(
      60_000,
      (signal, own) => {
        deadline = own;
        return untilAborted(signal);
      },
      caller.signal,
    );
    caller.abort(new Error('the client left'));
    await expect(cancelled).rejects.toThrow('the client left');
    expect(deadline?.aborted).toBe(false);
  });
});
