// A bounded number of pass-through requests at the upstream at once, and a bounded queue behind them:
// a flood of TTS requests waits or is refused instead of opening a connection each.

export class UpstreamSlots {
  readonly #max: number;
  readonly #maxWaiting: number;
  readonly #waiting: (() => void)[] = [];
  #active = 0;

  constructor(max: number, maxWaiting: number) {
    this.#max = max;
    this.#maxWaiting = maxWaiting;
  }

  get active(): number {
    return this.#active;
  }

  /**
   * Resolves with a release function once a slot is free; with undefined when the queue is full or
   * `signal` aborts first (the request is then not to be sent).
   */
  async acquire(signal: AbortSignal): Promise<(() => void) | undefined> {
    if (signal.aborted) return undefined;
    if (this.#active >= this.#max) {
      if (this.#waiting.length >= this.#maxWaiting) return undefined;
      const got = await new Promise<boolean>((resolve) => {
        const wake = (): void => {
          signal.removeEventListener('abort', leave);
          resolve(true);
        };
        const leave = (): void => {
          const index = this.#waiting.indexOf(wake);
          if (index >= 0) this.#waiting.splice(index, 1);
          resolve(false);
        };
        this.#waiting.push(wake);
        signal.addEventListener('abort', leave, { once: true });
      });
      // A woken waiter was handed the slot of the one that left (active was not lowered).
      if (!got) return undefined;
    } else this.#active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next !== undefined) next();
      else this.#active -= 1;
    };
  }

  /** True when a request would be refused right now (every slot taken and the queue full). */
  get full(): boolean {
    return this.#active >= this.#max && this.#waiting.length >= this.#maxWaiting;
  }
}
