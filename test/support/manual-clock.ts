// A clock that moves only when a test says so, for the watcher and the simulator at once: durations of
// minutes run in milliseconds, and `lastChanged` in the simulated home agrees with the watcher's "now".
import type { Clock } from '../../src/watch/index.js';

export class ManualClock implements Clock {
  #now: number;
  #timers: { at: number; run: () => void; id: number }[] = [];
  #nextId = 1;

  constructor(start = Date.parse('2026-11-24T08:00:00Z')) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimer(ms: number, run: () => void): () => void {
    const id = this.#nextId++;
    this.#timers.push({ at: this.#now + Math.max(0, ms), run, id });
    return () => {
      this.#timers = this.#timers.filter((timer) => timer.id !== id);
    };
  }

  /** Moves time forward by `ms`, running each timer that falls due, in order, at its own moment. */
  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const due = this.#timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      this.#timers = this.#timers.filter((timer) => timer !== due);
      this.#now = Math.max(this.#now, due.at);
      due.run();
    }
    this.#now = end;
  }
}
