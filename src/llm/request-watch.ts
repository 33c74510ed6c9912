// One model request's lifetime, shared by the adapters: it ends when the caller's signal aborts or when
// nothing arrived in time, and it keeps which of the two ended it for the error that follows. A read only
// marks the request active (no clock read: a local model's answer is a read per token); one timer per
// request looks a few times per window whether anything came since it last looked.
import type { AbortReason } from './classify-model-error.js';
import { isLocalEndpoint } from './is-local-endpoint.js';

/** One shared abort reason (a reasonless abort builds a DOMException with a stack every time). */
export const REQUEST_ENDED = Object.freeze(new Error('The model request ended'));

/**
 * The timer looks this many times per window: a silence ends the request once it has lasted a whole window,
 * noticed at most a quarter of a window later (60 s of silence: between 60 and 75 s).
 */
const LOOKS_PER_WINDOW = 4;

/** Longest silence by default: before the response starts, and between two stream events. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/**
 * Longest wait for the first byte from a server at home by default. A CPU-only box reads a cold prompt at
 * ~60 tokens/s: the fixed part alone (~2,500 tokens) plus a conversation after the model was unloaded is
 * past a minute before the first token, though nothing is wrong. Between tokens the silence stays 60 s.
 */
export const LOCAL_FIRST_BYTE_TIMEOUT_MS = 300_000;

export interface RequestDeadlines {
  /** Longest silence between two events once the response has started. */
  idleMs: number;
  /** Longest wait for the first event of the response. */
  firstMs: number;
}

/**
 * The deadlines of an adapter's requests: `timeoutMs` for both when the caller set it (the expert's own
 * limit, a test's), else 60 s, and 300 s for the first byte from a local endpoint (is-local-endpoint).
 */
export function requestDeadlines(options: {
  baseUrl: string;
  timeoutMs?: number | undefined;
}): RequestDeadlines {
  const idleMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const local = options.timeoutMs === undefined && isLocalEndpoint(options.baseUrl);
  return { idleMs, firstMs: local ? LOCAL_FIRST_BYTE_TIMEOUT_MS : idleMs };
}

export class RequestWatch {
  readonly #controller = new AbortController();
  readonly #caller: AbortSignal | undefined;
  readonly #deadlines: RequestDeadlines;
  #reason: AbortReason | undefined;
  /** Something arrived since the timer last looked. */
  #active = false;
  /** The timer's looks in a row that found nothing new. */
  #quietLooks = 0;
  #started = false;
  #timer: NodeJS.Timeout | undefined;

  /** `deadlines`: one number for the same deadline before the first event and between events. */
  constructor(caller: AbortSignal | undefined, deadlines: RequestDeadlines | number) {
    this.#caller = caller;
    this.#deadlines = typeof deadlines === 'number' ? { idleMs: deadlines, firstMs: deadlines } : deadlines;
    caller?.addEventListener('abort', this.#onCallerAbort, { once: true });
    if (caller?.aborted === true) this.#onCallerAbort();
    this.#arm();
  }

  /** Aborted when the request ends early, for whichever reason. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Why it ended early: the caller, or the silence; undefined while it runs. */
  get reason(): AbortReason | undefined {
    return this.#reason;
  }

  /** Something arrived: the silence starts again from now, and from now on the idle deadline holds. */
  touch(): void {
    this.#active = true;
    if (this.#started) return;
    this.#started = true;
    // The timer is armed for the longer first-byte wait: re-armed for the shorter idle one.
    clearTimeout(this.#timer);
    if (this.#reason === undefined) this.#arm();
  }

  /** The request is over: no timer, no listener left behind. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener('abort', this.#onCallerAbort);
  }

  readonly #onCallerAbort = (): void => {
    this.#end('caller');
  };

  #arm(): void {
    const window = this.#started ? this.#deadlines.idleMs : this.#deadlines.firstMs;
    this.#timer = setTimeout(this.#look, window / LOOKS_PER_WINDOW);
  }

  readonly #look = (): void => {
    if (this.#active) {
      this.#active = false;
      this.#quietLooks = 0;
    } else this.#quietLooks += 1;
    if (this.#quietLooks >= LOOKS_PER_WINDOW) this.#end('timeout');
    else this.#arm();
  };

  #end(reason: AbortReason): void {
    this.#reason ??= reason;
    this.#controller.abort(REQUEST_ENDED);
  }
}
