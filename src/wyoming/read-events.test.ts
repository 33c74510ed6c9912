import { describe, expect, it } from 'vitest';
import { readEvents } from './read-events.js';
import type { WyomingEvent } from './wyoming-event.js';

describe('readEvents', () => {
  async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      await Promise.resolve();
      yield typeof part === 'string' ? Buffer.from(part) : part;
    }
  }

  it('yields events across chunk boundaries and ends with the source', async () => {
    const events: WyomingEvent[] = [];
    for await (const event of readEvents(chunks('{"type":"a"}\n{"ty', 'pe":"b","data_length":2}\n{', '}'))) {
      events.push(event);
    }
    expect(events).toEqual([
      { type: 'a', data: {} },
      { type: 'b', data: {} },
    ]);
  });

  it('yields the good events before throwing on a malformed frame in the same chunk', async () => {
    const seen: string[] = [];
    const run = async (): Promise<void> => {
      for await (const event of readEvents(chunks('{"type":"a"}\n{"type":"b"}\n{oops}\n{"type":"c"}\n'))) {
        seen.push(event.type);
      }
    };
    await expect(run()).rejects.toMatchObject({ code: 'bad-header' });
    expect(seen).toEqual(['a', 'b']);
  });

  it('throws truncated when the source ends inside a frame', async () => {
    const run = async (): Promise<void> => {
      for await (const _event of readEvents(chunks('{"type":"a","data_length":5}\n{}'))) {
        // drain
      }
    };
    await expect(run()).rejects.toMatchObject({ code: 'truncated' });
  });

  it('applies the limits it is given', async () => {
    const run = async (): Promise<void> => {
      for await (const _event of readEvents(chunks('{"type":"abcdefghijkl"}\n'), { maxHeaderBytes: 8 })) {
        // drain
      }
    };
    await expect(run()).rejects.toMatchObject({ code: 'header-too-long' });
  });
});
