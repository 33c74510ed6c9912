// A wake-up signal between callbacks and one waiting loop (the agent waiting for tool results and speech).
/** A wake-up that is never lost: one that comes while nobody waits makes the next wait return at once. */
export class Wakeup {
  #pending = false;
  #waiter: (() => void) | undefined;

  wake(): void {
    this.#pending = true;
    const waiter = this.#waiter;
    this.#waiter = undefined;
    waiter?.();
  }

  next(): Promise<void> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#waiter = () => {
        this.#pending = false;
        resolve();
      };
    });
  }
}
