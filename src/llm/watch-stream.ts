// A stream that hands on another stream's values unchanged while someone watches them (the trace, the
// warmer, the context guard), without an async generator of its own. Every token of an answer passes
// through each wrapper of the model and the assistant: an async generator costs several promises, an
// iterator result and microtask hops per value and layer, this one promise callback (measured in
// bench/spaced-turns.ts, issue 27). Knows nothing of what flows through it.

export interface StreamWatch<T> {
  /** Each value before it is handed on; a returned promise holds the value back until it settles. */
  value?(value: T): void | Promise<void>;
  /**
   * What the stream threw, replaced by what this returns or resolves to. Default: the same. Not asked
   * about what `start` threw (before there was a stream).
   */
  error?(error: unknown): unknown;
  /** Once, however the stream ends: done, failed, or the caller stopped early (`return`). */
  end?(): void;
}

/**
 * The values of `start()`'s stream, watched. `start` runs at the first `next()`, as a generator's body
 * would, so a stream that is never read never starts (and never ends, so `end` is not called). It may
 * resolve to the stream later (a request that first asks what the server is).
 */
export function watchStream<T>(
  start: () => AsyncIterable<T> | Promise<AsyncIterable<T>>,
  watch: StreamWatch<T>,
): AsyncGenerator<T> {
  return new WatchedStream(start, watch);
}

class WatchedStream<T> implements AsyncGenerator<T> {
  readonly #start: () => AsyncIterable<T> | Promise<AsyncIterable<T>>;
  readonly #watch: StreamWatch<T>;
  #source: AsyncIterator<T> | undefined;
  #ended = false;

  constructor(start: () => AsyncIterable<T> | Promise<AsyncIterable<T>>, watch: StreamWatch<T>) {
    this.#start = start;
    this.#watch = watch;
  }

  next(): Promise<IteratorResult<T>> {
    if (this.#ended) return Promise.resolve({ done: true, value: undefined });
    const source = this.#source;
    if (source !== undefined) return source.next().then(this.#onResult, this.#onError);
    let started: AsyncIterable<T> | Promise<AsyncIterable<T>>;
    try {
      started = this.#start();
    } catch (error) {
      this.#finish();
      return rejected(error);
    }
    if (!(started instanceof Promise)) return this.#first(started);
    return started.then(
      (stream) => this.#first(stream),
      (error: unknown) => {
        this.#finish();
        throw error;
      },
    );
  }

  #first(stream: AsyncIterable<T>): Promise<IteratorResult<T>> {
    const source = (this.#source = stream[Symbol.asyncIterator]());
    // Stopped (return) while the stream was being started: it is closed at once.
    if (this.#ended) return this.return();
    return source.next().then(this.#onResult, this.#onError);
  }

  async return(value?: unknown): Promise<IteratorResult<T>> {
    const source = this.#source;
    this.#finish();
    if (source?.return !== undefined) await source.return(value);
    return { done: true, value: undefined };
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    const source = this.#source;
    this.#finish();
    if (source?.throw !== undefined) await source.throw(error);
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  readonly #onResult = (result: IteratorResult<T>): IteratorResult<T> | Promise<IteratorResult<T>> => {
    if (result.done === true) {
      this.#finish();
      return result;
    }
    const held = this.#watch.value?.(result.value);
    return held === undefined ? result : held.then(() => result, this.#onError);
  };

  readonly #onError = (error: unknown): Promise<never> => {
    this.#finish();
    const replaced = this.#watch.error === undefined ? error : this.#watch.error(error);
    if (replaced instanceof Promise) {
      return replaced.then((thrown: unknown) => {
        throw thrown;
      });
    }
    throw replaced;
  };

  #finish(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#watch.end?.();
  }
}

export interface StreamShape<T> {
  /**
   * A value of the source: returned to hand it on as one value (the same object passes untouched), or
   * `undefined` after pushing on `out` what it becomes (none, one or several values).
   */
  value(value: T, out: T[]): T | undefined;
  /** The source ended: the last values, pushed on `out`. */
  end?(out: T[]): void;
}

/**
 * The values of `start()`'s stream, each turned into none, one or several (the model's text habits),
 * without an async generator of its own (see above). A value handed on as it is costs no allocation.
 */
export function reshapeStream<T>(start: () => AsyncIterable<T>, shape: StreamShape<T>): AsyncGenerator<T> {
  return new ReshapedStream(start, shape);
}

class ReshapedStream<T> implements AsyncGenerator<T> {
  readonly #start: () => AsyncIterable<T>;
  readonly #shape: StreamShape<T>;
  readonly #queue: T[] = [];
  #head = 0;
  #source: AsyncIterator<T> | undefined;
  #done = false;

  constructor(start: () => AsyncIterable<T>, shape: StreamShape<T>) {
    this.#start = start;
    this.#shape = shape;
  }

  next(): Promise<IteratorResult<T>> {
    const queued = this.#take();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.#done) return Promise.resolve({ done: true, value: undefined });
    try {
      this.#source ??= this.#start()[Symbol.asyncIterator]();
    } catch (error) {
      this.#done = true;
      return rejected(error);
    }
    return this.#source.next().then(this.#onResult, this.#onError);
  }

  async return(value?: unknown): Promise<IteratorResult<T>> {
    this.#stop();
    await this.#source?.return?.(value);
    return { done: true, value: undefined };
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    this.#stop();
    await this.#source?.throw?.(error);
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  readonly #onResult = (result: IteratorResult<T>): IteratorResult<T> | Promise<IteratorResult<T>> => {
    if (result.done === true) {
      this.#done = true;
      this.#shape.end?.(this.#queue);
      return this.next();
    }
    const direct = this.#shape.value(result.value, this.#queue);
    if (direct === undefined) return this.next();
    return direct === result.value ? result : { done: false, value: direct };
  };

  readonly #onError = (error: unknown): never => {
    this.#stop();
    throw error;
  };

  #take(): IteratorResult<T> | undefined {
    if (this.#head >= this.#queue.length) return undefined;
    const value = this.#queue[this.#head++]!;
    if (this.#head === this.#queue.length) {
      this.#queue.length = 0;
      this.#head = 0;
    }
    return { done: false, value };
  }

  #stop(): void {
    this.#done = true;
    this.#queue.length = 0;
    this.#head = 0;
  }
}

/** A promise rejected with `error`, whatever was thrown. */
// eslint-disable-next-line @typescript-eslint/require-await
async function rejected(error: unknown): Promise<never> {
  throw error;
}

/**
 * The values of `start()`'s stream; when it fails, `again` decides: it resolves (after any wait) to
 * start the stream afresh, or throws to give up (the model's one retry before its first token). No async
 * generator of its own (see above).
 */
export function retriedStream<T>(
  start: () => AsyncIterable<T>,
  again: (error: unknown) => Promise<void>,
): AsyncGenerator<T> {
  let source: AsyncIterator<T> | undefined;
  let done = false;
  const stream: AsyncGenerator<T> = {
    next(): Promise<IteratorResult<T>> {
      if (done) return Promise.resolve({ done: true, value: undefined });
      try {
        source ??= start()[Symbol.asyncIterator]();
      } catch (error) {
        return failed(error);
      }
      return source.next().then(undefined, failed);
    },
    async return(value?: unknown): Promise<IteratorResult<T>> {
      done = true;
      await source?.return?.(value);
      return { done: true, value: undefined };
    },
    async throw(error: unknown): Promise<IteratorResult<T>> {
      done = true;
      await source?.throw?.(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  const failed = async (error: unknown): Promise<IteratorResult<T>> => {
    source = undefined;
    try {
      await again(error);
    } catch (final) {
      done = true;
      throw final;
    }
    return stream.next();
  };
  return stream;
}
