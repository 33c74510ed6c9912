import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../llm/index.js';
import type { HistoryStoreOptions } from './history-store.js';
import { HistoryStore } from './history-store.js';
import type { Logger } from './logger.js';

let dir: string;
let clock: number;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hearth-history-'));
  clock = 1_000_000;
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const open = (options: Partial<HistoryStoreOptions> = {}): Promise<HistoryStore> =>
  HistoryStore.open({
    dir,
    maxTurns: 10,
    maxTokens: 4_000,
    idleMs: 60_000,
    now: () => clock,
    writeDelayMs: 5,
    ...options,
  });

const turn = (question: string, answer: string): ChatMessage[] => [
  { role: 'user', content: question },
  { role: 'assistant', content: answer },
];

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  const ignore = (): void => undefined;
  return {
    warnings,
    debug: ignore,
    info: ignore,
    error: ignore,
    warn: (_object, message) => warnings.push(message),
  };
}

describe('HistoryStore', () => {
  it('keeps turns per conversation and never shares them', async () => {
    const store = await open();
    store.append('a', turn('turn on the kitchen light', 'Done.'));
    store.append('b', turn('what time is it', 'Noon.'));
    expect(store.messages('a')).toEqual(turn('turn on the kitchen light', 'Done.'));
    expect(store.messages('b')).toEqual(turn('what time is it', 'Noon.'));
    expect(store.messages('c')).toEqual([]);
    await store.close();
  });

  it('keeps tool calls and results within a turn', async () => {
    const store = await open();
    const messages: ChatMessage[] = [
      { role: 'user', content: 'is the door locked' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ id: 'c1', name: 'get_state', arguments: '{"name":"door"}' }],
      },
      { role: 'tool', toolCallId: 'c1', content: '{"ok":true,"state":"locked"}' },
      { role: 'assistant', content: 'Yes, it is locked.' },
    ];
    store.append('a', messages);
    expect(store.messages('a')).toEqual(messages);
    await store.close();
  });

  it('drops the oldest turns past the turn limit', async () => {
    const store = await open({ maxTurns: 2 });
    for (const n of [1, 2, 3]) store.append('a', turn(`question ${n}`, `answer ${n}`));
    expect(store.messages('a').map((m) => m.content)).toEqual([
      'question 2',
      'answer 2',
      'question 3',
      'answer 3',
    ]);
    await store.close();
  });

  it('drops the oldest turns past the token budget', async () => {
    const store = await open({ maxTokens: 60 });
    const long = 'word '.repeat(60);
    store.append('a', turn(long, 'first'));
    store.append('a', turn('short question', 'second'));
    expect(store.messages('a').map((m) => m.content)).toEqual(['short question', 'second']);
    await store.close();
  });

  it('strips tool messages from a lone turn over the budget, and drops it if still too big', async () => {
    const store = await open({ maxTokens: 40 });
    store.append('a', [
      { role: 'user', content: 'status' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'c', name: 'dump', arguments: '{}' }] },
      { role: 'tool', toolCallId: 'c', content: JSON.stringify({ ok: true, data: 'x '.repeat(80) }) },
      { role: 'assistant', content: 'All fine.' },
    ]);
    expect(store.messages('a')).toEqual(turn('status', 'All fine.'));
    store.append('b', turn('y '.repeat(80), 'ok'));
    expect(store.messages('b')).toEqual([]);
    await store.close();
  });

  it('forgets a conversation after the idle time', async () => {
    const store = await open({ idleMs: 1_000 });
    store.append('a', turn('hello', 'hi'));
    clock += 1_000;
    expect(store.messages('a')).toHaveLength(2);
    clock += 1;
    expect(store.messages('a')).toEqual([]);
    await store.close();
  });

  it('keeps nothing when the turn limit is 0', async () => {
    const store = await open({ maxTurns: 0 });
    store.append('a', turn('hello', 'hi'));
    expect(store.messages('a')).toEqual([]);
    await store.close();
  });

  it('survives a reopen, and drops conversations that expired meanwhile', async () => {
    const first = await open();
    first.append('a', turn('hello', 'hi'));
    clock += 50_000;
    first.append('b', turn('later', 'yes'));
    await first.close();
    clock += 20_000;
    const second = await open();
    expect(second.messages('a')).toEqual([]);
    expect(second.messages('b')).toEqual(turn('later', 'yes'));
    await second.close();
  });

  it('coalesces writes and leaves no temp file behind', async () => {
    const store = await open({ writeDelayMs: 50 });
    for (let n = 0; n < 20; n++) store.append('a', turn(`q${n}`, `a${n}`));
    await store.flush();
    expect(await readdir(dir)).toEqual(['history.json']);
    const saved = JSON.parse(await readFile(join(dir, 'history.json'), 'utf8'));
    expect(saved.conversations.a.turns).toHaveLength(10);
    await store.close();
  });

  it('starts empty and logs when the file is corrupt, setting it aside', async () => {
    await writeFile(join(dir, 'history.json'), '{"version":1,"conversations":{"a":', 'utf8');
    const logger = recordingLogger();
    const store = await open({ logger });
    expect(store.messages('a')).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
    expect((await readdir(dir)).sort()).toEqual(['history.json.corrupt']);
    store.append('a', turn('hello', 'hi'));
    await store.close();
    expect((await readdir(dir)).sort()).toEqual(['history.json', 'history.json.corrupt']);
  });

  it('drops only the unreadable conversation of an otherwise valid file', async () => {
    const good = { updatedAt: clock, turns: [{ at: clock, tokens: 5, messages: turn('hello', 'hi') }] };
    const file = { version: 1, conversations: { good, bad: { updatedAt: 'yesterday' } } };
    await writeFile(join(dir, 'history.json'), JSON.stringify(file), 'utf8');
    const logger = recordingLogger();
    const store = await open({ logger });
    expect(store.messages('good')).toEqual(turn('hello', 'hi'));
    expect(store.messages('bad')).toEqual([]);
    expect(logger.warnings).toEqual(['dropping an unreadable conversation from history']);
    await store.close();
  });

  it('creates its directory when missing', async () => {
    const nested = join(dir, 'deeper', 'history');
    const store = await open({ dir: nested });
    store.append('a', turn('hello', 'hi'));
    await store.close();
    expect(await readdir(nested)).toEqual(['history.json']);
  });
});
