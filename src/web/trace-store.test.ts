// The trace store's bounds in memory and on disk, its file's permissions, and a restart that keeps traces.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** The ids of the traces in the file, line by line. */
function savedIds(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (JSON.parse(line) as TurnTrace).id);
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

  it('bounds the bytes of finished turns only: running ones are not encoded at every change', async () => {
    const store = await TraceStore.open({ maxBytes: 20_000 });
    for (let index = 0; index < 10; index += 1) {
      store.put(trace(index, { outcome: 'running', said: 'x'.repeat(3_000) }));
    }
    expect(store.size).toBe(10);
    for (let index = 0; index < 10; index += 1) store.put(trace(index, { said: 'x'.repeat(3_000) }));
    expect(store.size).toBeLessThanOrEqual(6);
    expect(store.get('t-9')?.outcome).toBe('answered');
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

  it('appends each finished trace to a 0600 file and reads the newest back after a restart', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-traces-'));
    const file = join(dir, 'traces.json');
    const store = await TraceStore.open({ file, persistTraces: 4, writeDelayMs: 5 });
    for (let index = 1; index <= 6; index += 1) store.put(trace(index));
    store.put(trace(7, { outcome: 'running' }));
    await store.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // One line per finished turn, appended; nothing of the running one.
    expect(savedIds(file)).toEqual(['t-1', 't-2', 't-3', 't-4', 't-5', 't-6']);
    const reopened = await TraceStore.open({ file, persistTraces: 4 });
    expect(reopened.list().map((row) => row.id)).toEqual(['t-6', 't-5', 't-4', 't-3']);
    expect(reopened.totals.snapshot().turns).toBe(0);
    // Compacted at start to what it keeps.
    expect(savedIds(file)).toEqual(['t-3', 't-4', 't-5', 't-6']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await reopened.close();
  });

  it('compacts the file once it holds twice the traces it keeps, and keeps a later version of a trace', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-traces-'));
    const file = join(dir, 'traces.json');
    const store = await TraceStore.open({ file, persistTraces: 3, writeDelayMs: 1 });
    for (let index = 1; index <= 12; index += 1) {
      store.put(trace(index));
      await new Promise((done) => setTimeout(done, 10));
      expect(savedIds(file).length).toBeLessThanOrEqual(6);
    }
    // First audio noted after the turn ended: the trace goes out again, and the later line wins.
    store.put(trace(12, { firstAudioMs: 250 }));
    await store.close();
    const reopened = await TraceStore.open({ file, persistTraces: 3 });
    expect(reopened.list().map((row) => row.id)).toEqual(['t-12', 't-11', 't-10']);
    expect(reopened.get('t-12')?.firstAudioMs).toBe(250);
    await reopened.close();
  });

  it('after a crash mid-append, keeps every whole line and appends after them cleanly', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-traces-'));
    const file = join(dir, 'traces.json');
    const cut = JSON.stringify(trace(3));
    writeFileSync(file, `${JSON.stringify(trace(1))}\n${JSON.stringify(trace(2))}\n${cut.slice(0, 40)}`);
    const warnings: string[] = [];
    const store = await TraceStore.open({
      file,
      writeDelayMs: 1,
      logger: { warn: (_object, message) => warnings.push(message) },
    });
    expect(store.list().map((row) => row.id)).toEqual(['t-2', 't-1']);
    expect(warnings).toEqual([]);
    store.put(trace(4));
    await store.close();
    const reopened = await TraceStore.open({ file });
    expect(reopened.list().map((row) => row.id)).toEqual(['t-4', 't-2', 't-1']);
    await reopened.close();
  });

  it('reads the single-object file of earlier versions', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-traces-'));
    const file = join(dir, 'traces.json');
    writeFileSync(file, JSON.stringify({ version: 1, traces: [trace(1), trace(2)] }));
    const store = await TraceStore.open({ file });
    expect(store.list().map((row) => row.id)).toEqual(['t-2', 't-1']);
    expect(savedIds(file)).toEqual(['t-1', 't-2']);
    await store.close();
  });

  it('starts empty from a corrupt file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-traces-'));
    const file = join(dir, 'traces.json');
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
