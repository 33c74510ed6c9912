// The trace store's bounds in memory and on disk, its file's permissions, and a restart that keeps traces.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TraceStore } from './trace-store.js';
import type { TurnTrace } from './turn-trace.js';

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function trace(index: number, overrides: Partial<TurnTrace> = {}): TurnTrace {
  return {
    id: `t-${index}`,
    startedAt: 1_700_000_000_000 + index,
    language: 'en',
    heard: `question ${index}`,
    said: `answer ${index}`,
    outcome: 'answered',
    steps: [{ index: 1, startMs: 0, endMs: 100, promptTokens: 10, completionTokens: 2 }],
    toolCalls: [],
    firstChunkMs: 100 + index,
    ...overrides,
  };
}

describe('TraceStore', () => {
  it('keeps at most maxTraces, dropping the oldest, and lists newest first', async () => {
    const store = await TraceStore.open({ maxTraces: 3 });
    for (let index = 1; index <= 5; index += 1) store.put(trace(index));
    expect(store.size).toBe(3);
    expect(store.list().map((row) => row.id)).toEqual(['t-5', 't-4', 't-3']);
    expect(store.get('t-1')).toBeUndefined();
  });

  it('keeps its memory under maxBytes, however long the texts', async () => {
    const store = await TraceStore.open({ maxBytes: 20_000 });
    for (let index = 0; index < 50; index += 1) store.put(trace(index, { said: 'x'.repeat(3_000) }));
    expect(store.size).toBeLessThanOrEqual(6);
    expect(store.size).toBeGreaterThan(0);
  });

  it('replaces a running turn as it goes and counts it once in the totals when it ends', async () => {
    const store = await TraceStore.open();
    store.put(trace(1, { outcome: 'running' }));
    store.put(trace(1, { outcome: 'running', said: 'half' }));
    store.put(trace(1));
    expect(store.size).toBe(1);
    expect(store.totals.snapshot()).toMatchObject({
      turns: 1,
      answered: 1,
      tokens: { prompt: 10, completion: 2 },
    });
  });

  it('writes the newest finished traces to a 0600 file, bounded, and reads them back after a restart', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-traces-'));
    const file = join(dir, 'traces.json');
    const store = await TraceStore.open({ file, persistTraces: 4, writeDelayMs: 5 });
    for (let index = 1; index <= 10; index += 1) store.put(trace(index));
    store.put(trace(11, { outcome: 'running' }));
    await store.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { traces: TurnTrace[] };
    expect(saved.traces.map((entry) => entry.id)).toEqual(['t-7', 't-8', 't-9', 't-10']);
    const reopened = await TraceStore.open({ file });
    expect(reopened.list().map((row) => row.id)).toEqual(['t-10', 't-9', 't-8', 't-7']);
    expect(reopened.totals.snapshot().turns).toBe(0);
  });

  it('starts empty from a corrupt file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-traces-'));
    const file = join(dir, 'traces.json');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, '{not json');
    const warnings: string[] = [];
    const store = await TraceStore.open({
      file,
      logger: { warn: (_object, message) => warnings.push(message) },
    });
    expect(store.size).toBe(0);
    expect(warnings).toHaveLength(1);
  });
});
