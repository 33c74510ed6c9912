// Admission control for turns. `describe` and `ping` never wait (the handler answers them at once);
// turns already running keep their share of the event loop; new turns start one per event-loop turn
// (so sockets are read between two starts), at most `maxActive` at a time, and wait in a bounded
// queue. Past the bound the oldest waiting turn is refused, to be told "busy". No Wyoming here.

export interface TurnGateOptions {
  /** Turns running at once. */
  maxActive: number;
  /** Turns waiting to start; past it the oldest is refused. */
  maxWaiting: number;
}

interface Waiter {
  admit: (admitted: boolean) => void;
  signal: AbortSignal;
}

export class TurnGate {
  readonly #options: TurnGateOptions;
  readonly #waiting: Waiter[] = [];
  #head = 0;
  #active = 0;
  #scheduled = false;

  constructor(options: TurnGateOptions) {
    this.#options = options;
  }

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#waiting.length - this.#head;
  }

  /**
   * Resolves `true` when the turn may start (call `leave()` when it ends), `false` when it was refused:
   * pushed out of a full queue, or its signal aborted while it waited.
   */
  enter(signal: AbortSignal): Promise<boolean> {
    return new Promise((admit) => {
      this.#waiting.push({ admit, signal });
      if (this.waiting > this.#options.maxWaiting) this.#take()?.admit(false);
      this.#schedule();
    });
  }

  leave(): void {
    this.#active -= 1;
    this.#schedule();
  }

  #take(): Waiter | undefined {
    const waiter = this.#waiting[this.#head];
    if (waiter === undefined) return undefined;
    this.#head += 1;
    if (this.#head > 1024 && this.#head * 2 > this.#waiting.length) {
      this.#waiting.splice(0, this.#head);
      this.#head = 0;
    }
    return waiter;
  }

  #schedule(): void {
    if (this.#scheduled || this.waiting === 0 || this.#active >= this.#options.maxActive) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#startOne();
      this.#schedule();
    });
  }

  #startOne(): void {
    while (this.#active < this.#options.maxActive) {
      const waiter = this.#take();
      if (waiter === undefined) return;
      if (waiter.signal.aborted) {
        waiter.admit(false);
        continue;
      }
      this.#active += 1;
      waiter.admit(true);
      return;
    }
  }
}
