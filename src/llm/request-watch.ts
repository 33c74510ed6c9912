// One model request's lifetime, shared by the adapters: it ends when the caller's signal aborts or when
// nothing arrived for `timeoutMs` (one timer per request that re-arms itself for whatever is left of the
// window since the last event), and it keeps which of the two ended it for the error that follows.
import type { AbortReason } from './classify-model-error.js';

/** One shared abort reason (a reasonless abort builds a DOMException with a stack every time). */
export const REQUEST_ENDED = Object.freeze(new Error('The model request ended'));

export class RequestWatch {
  readonly #controller = new AbortController();
  readonly #caller: AbortSignal | undefined;
  readonly #timeoutMs: number;
  #reason: AbortReason | undefined;
  #lastEvent = performance.now();
  #timer: NodeJS.Timeout | undefined;

  constructor(caller: AbortSignal | undefined, timeoutMs: number) {
    this.#caller = caller;
    this.#timeoutMs = timeoutMs;
    caller?.addEventListener('abort', this.#onCallerAbort, { once: true });
    if (caller?.aborted === true) this.#onCallerAbort();
    this.#timer = setTimeout(this.#check, timeoutMs);
  }

  /** Aborted when the request ends early, for whichever reason. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Why it ended early: the caller, or the silence; undefined while it runs. */
  get reason(): AbortReason | undefined {
    return this.#reason;
  }

  /** Something arrived: the silence starts again from now. */
  touch(): void {
    this.#lastEvent = performance.now();
  }

  /** The request is over: no timer, no listener left behind. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener('abort', this.#onCallerAbort);
  }

  readonly #onCallerAbort = (): void => {
    this.#end('caller');
  };

  readonly #check = (): void => {
    const idle = performance.now() - this.#lastEvent;
    if (idle >= this.#timeoutMs) this.#end('timeout');
    else this.#timer = setTimeout(this.#check, this.#timeoutMs - idle);
  };

  #end(reason: AbortReason): void {
    this.#reason ??= reason;
    this.#controller.abort(REQUEST_ENDED);
  }
}
