// Preloaded into a Hearth process by the soak bench (`node --import`). SIGUSR2: collect the garbage (the run
// script's --expose-gc) and write the heap's figures to HEARTH_SOAK_PROBE, numbered, so the bench reads what
// is kept, not what waits for a collection. SIGWINCH: move the process's wall clock HEARTH_SOAK_STEP_MS ahead
// (Date only, as bench/shift-clock.js does), so a month of conversations that start, go idle and end fits in
// minutes. Works on any build (the baseline too). Neither handler keeps the process up or wakes it at rest.
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { getHeapStatistics } from 'node:v8';

const out = process.env.HEARTH_SOAK_PROBE;
const stepMs = Number(process.env.HEARTH_SOAK_STEP_MS ?? 15 * 60_000);
const RealDate = Date;
let offsetMs = 0;
let reading = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offsetMs;
  }
}

globalThis.Date = ShiftedDate;
process.on('SIGWINCH', () => {
  offsetMs += stepMs;
});
process.on('SIGUSR2', () => {
  if (out === undefined) return;
  globalThis.gc?.();
  const usage = process.memoryUsage();
  const heap = getHeapStatistics();
  reading += 1;
  writeFileSync(
    out,
    JSON.stringify({
      reading,
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      rss: usage.rss,
      contexts: heap.number_of_native_contexts,
      offsetMs,
    }),
  );
});
