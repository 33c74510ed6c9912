import { describe, expect, it } from 'vitest';
import { reshapeStream, retriedStream, watchStream } from './watch-stream.js';

async function* numbers(count: number, failAt?: number): AsyncGenerator<number> {
  for (let value = 1; value <= count; value += 1) {
    await Promise.resolve();
    if (value === failAt) throw new Error(`failed at ${value}`);
    yield value;
  }
}

async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const values: T[] = [];
  for await (const value of stream) values.push(value);
  return values;
}

describe('watchStream', () => {
  it('hands every value on, starts at the first read and ends once', async () => {
    const seen: number[] = [];
    let started = 0;
    let ended = 0;
    const stream = watchStream(
      () => {
        started += 1;
        return numbers(3);
      },
      { value: (value) => void seen.push(value), end: () => (ended += 1) },
    );
    expect(started).toBe(0);
    expect(await collect(stream)).toEqual([1, 2, 3]);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    expect({ started, ended, seen }).toEqual({ started: 1, ended: 1, seen: [1, 2, 3] });
  });

  it('ends when the reader stops early, and closes the source', async () => {
    let ended = 0;
    let closed = false;
    async function* source(): AsyncGenerator<number> {
      try {
        await Promise.resolve();
        yield 1;
        yield 2;
      } finally {
        closed = true;
      }
    }
    for await (const value of watchStream(source, { end: () => (ended += 1) })) {
      if (value === 1) break;
    }
    expect({ ended, closed }).toEqual({ ended: 1, closed: true });
  });

  it("replaces the source's error, not start's, and ends once", async () => {
    let ended = 0;
    const replaced = watchStream(() => numbers(3, 2), {
      error: (error) => Promise.resolve(new Error(`replaced: ${(error as Error).message}`)),
      end: () => (ended += 1),
    });
    await expect(collect(replaced)).rejects.toThrow('replaced: failed at 2');
    const unstarted = watchStream(() => Promise.reject<AsyncIterable<number>>(new Error('no server')), {
      error: () => new Error('never this'),
      end: () => (ended += 1),
    });
    await expect(collect(unstarted)).rejects.toThrow('no server');
    expect(ended).toBe(2);
  });

  it('holds a value back until its watcher settles', async () => {
    const order: string[] = [];
    const stream = watchStream(() => numbers(2), {
      value: async (value) => {
        await new Promise((done) => setTimeout(done, 5));
        order.push(`watched ${value}`);
      },
    });
    for await (const value of stream) order.push(`read ${value}`);
    expect(order).toEqual(['watched 1', 'read 1', 'watched 2', 'read 2']);
  });
});

describe('reshapeStream', () => {
  it('passes, drops, splits and ends values in order', async () => {
    const objects = [{ n: 1 }, { n: 2 }, { n: 3 }];
    async function* source(): AsyncGenerator<{ n: number }> {
      await Promise.resolve();
      yield* objects;
    }
    const passed: { n: number }[] = [];
    const stream = reshapeStream(source, {
      value(value, out) {
        if (value.n === 1) return value;
        if (value.n === 2) return undefined;
        out.push({ n: 31 }, { n: 32 });
        return undefined;
      },
      end: (out) => out.push({ n: 4 }),
    });
    for await (const value of stream) passed.push(value);
    expect(passed).toEqual([{ n: 1 }, { n: 31 }, { n: 32 }, { n: 4 }]);
    // A value handed on as it is stays the same object.
    expect(passed[0]).toBe(objects[0]);
  });

  it("passes the source's error on and stops", async () => {
    const stream = reshapeStream(() => numbers(3, 2), { value: (value) => value });
    await expect(collect(stream)).rejects.toThrow('failed at 2');
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });
});

describe('retriedStream', () => {
  it('starts afresh when told to, and gives up with what it throws', async () => {
    let starts = 0;
    const seen: string[] = [];
    const retried = retriedStream(
      () => {
        starts += 1;
        return numbers(2, starts === 1 ? 1 : undefined);
      },
      async (error) => {
        await Promise.resolve();
        seen.push((error as Error).message);
      },
    );
    expect(await collect(retried)).toEqual([1, 2]);
    expect({ starts, seen }).toEqual({ starts: 2, seen: ['failed at 1'] });

    const given = retriedStream(
      () => numbers(2, 1),
      (error) => Promise.reject(new Error(`gave up: ${(error as Error).message}`)),
    );
    await expect(collect(given)).rejects.toThrow('gave up: failed at 1');
    expect(await given.next()).toEqual({ done: true, value: undefined });
  });
});
