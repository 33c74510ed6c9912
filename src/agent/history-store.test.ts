import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../llm/index.js';
import { conversationFileName } from './conversation-files.js';
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

  it('hands out the same frozen messages every turn, not copies the caller could change', async () => {
    const store = await open();
    const said: ChatMessage[] = [
      { role: 'user', content: 'lights off' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'turn_off', arguments: '{}' }] },
      { role: 'tool', toolCallId: 'c1', content: '{"ok":true}' },
      { role: 'assistant', content: 'Done.' },
    ];
    store.append('a', said);
    said[0]!.content = 'changed by the caller afterwards';
    const first = store.messages('a');
    const again = store.messages('a');
    expect(first[0]).toEqual({ role: 'user', content: 'lights off' });
    expect(again.every((message, index) => message === first[index])).toBe(true);
    expect(first.every((message) => Object.isFrozen(message))).toBe(true);
    const call = first[1]!.role === 'assistant' ? first[1]!.toolCalls?.[0] : undefined;
    expect(() => {
      (first[3] as { content: string }).content = 'x';
    }).toThrow(TypeError);
    expect(() => {
      (call as { name: string }).name = 'unlock';
    }).toThrow(TypeError);
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

  it('coalesces writes into one file per conversation and leaves no temp file behind', async () => {
    const store = await open({ writeDelayMs: 50 });
    for (let n = 0; n < 20; n++) store.append('a', turn(`q${n}`, `a${n}`));
    store.append('b', turn('hello', 'hi'));
    await store.flush();
    expect((await readdir(dir)).sort()).toEqual(
      [conversationFileName('a'), conversationFileName('b')].sort(),
    );
    const saved = JSON.parse(await readFile(join(dir, conversationFileName('a')), 'utf8'));
    expect(saved.id).toBe('a');
    expect(saved.conversation.turns).toHaveLength(10);
    await store.close();
  });

  it('writes once the turns have settled, not after each one, and at the latest after the longest delay', async () => {
    const file = join(dir, conversationFileName('a'));
    const saved = async (): Promise<number | undefined> => {
      try {
        return (JSON.parse(await readFile(file, 'utf8')) as { conversation: { turns: unknown[] } })
          .conversation.turns.length;
      } catch {
        return undefined;
      }
    };
    const pause = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
    const settling = await open({ writeDelayMs: 1_000, maxWriteDelayMs: 60_000 });
    settling.append('a', turn('q1', 'a1'));
    await pause(500);
    settling.append('a', turn('q2', 'a2'));
    await pause(700);
    // 1.2 s after the first turn, 0.7 s after the second: the conversation has not settled yet.
    expect(await saved()).toBeUndefined();
    await expect.poll(saved, { timeout: 5_000, interval: 50 }).toBe(2);
    await settling.close();
    await rm(file);

    const busy = await open({ writeDelayMs: 60_000, maxWriteDelayMs: 300 });
    busy.append('a', turn('q1', 'a1'));
    busy.append('a', turn('q2', 'a2'));
    await expect.poll(saved, { timeout: 5_000, interval: 50 }).toBe(2);
    await busy.close();
  });

  it('writes what has not settled yet on close, so a restart keeps it', async () => {
    const first = await open({ writeDelayMs: 60_000 });
    first.append('a', turn('just asked', 'just answered'));
    await first.close();
    const second = await open();
    expect(second.messages('a')).toEqual(turn('just asked', 'just answered'));
    await second.close();
  });

  it('a crash in the middle of a write leaves the saved conversation whole', async () => {
    const first = await open();
    first.append('a', turn('kept', 'yes'));
    await first.close();
    // What a crash between writing the temp file and renaming it leaves: a half-written temp file.
    const saved = join(dir, conversationFileName('a'));
    await writeFile(`${saved}.4242.tmp`, '{"version":2,"id":"a","conver', 'utf8');
    const second = await open();
    expect(second.messages('a')).toEqual(turn('kept', 'yes'));
    await second.close();
  });

  it('rewrites only the conversations that changed', async () => {
    const store = await open();
    for (const id of ['a', 'b', 'c']) store.append(id, turn(`hello ${id}`, 'hi'));
    await store.flush();
    const untouched = join(dir, conversationFileName('b'));
    const marker = '{"written":"by this test"}';
    await writeFile(untouched, marker, 'utf8');
    store.append('a', turn('and now', 'sure'));
    store.forget('c');
    await store.flush();
    expect(await readFile(untouched, 'utf8')).toBe(marker);
    expect((await readdir(dir)).sort()).toEqual(
      [conversationFileName('a'), conversationFileName('b')].sort(),
    );
    await store.close();
  });

  it('writes history files 0600 in a directory 0700, and tightens a directory left open', async () => {
    const nested = join(dir, 'history');
    await mkdir(nested, { mode: 0o755 });
    const store = await open({ dir: nested });
    store.append('a', turn('hello', 'hi'));
    await store.close();
    expect((await stat(nested)).mode & 0o777).toBe(0o700);
    const [name] = await readdir(nested);
    expect((await stat(join(nested, name!))).mode & 0o777).toBe(0o600);
  });

  it('treats ids such as __proto__, constructor and ../x as plain conversation ids', async () => {
    const nested = join(dir, 'history');
    const ids = ['__proto__', 'constructor', '../x', '../../etc/passwd', 'a/b', 'toString', ''];
    const first = await open({ dir: nested });
    for (const id of ids) first.append(id, turn(`question for ${id}`, `answer for ${id}`));
    for (const id of ids) expect(first.messages(id)).toEqual(turn(`question for ${id}`, `answer for ${id}`));
    await first.close();
    expect(await readdir(dir)).toEqual(['history']);
    expect(await readdir(nested)).toHaveLength(ids.length);
    const second = await open({ dir: nested });
    for (const id of ids) expect(second.messages(id)).toEqual(turn(`question for ${id}`, `answer for ${id}`));
    expect(second.messages('hasOwnProperty')).toEqual([]);
    await second.close();
  });

  it('bounds a turn of a megabyte of unbroken text without stalling', { timeout: 20_000 }, async () => {
    const store = await open({ maxTokens: 4_000 });
    const huge = 'x'.repeat(1_000_000);
    store.append('a', turn('hello', 'hi'));
    store.append('a', turn('repeat this', huge));
    expect(store.messages('a')).toEqual([]);
    store.append('a', [
      { role: 'user', content: `z${'é'.repeat(500_000)}` },
      { role: 'assistant', content: 'ok' },
    ]);
    expect(store.messages('a')).toEqual([]);
    await store.close();
  });

  it('moves the single history.json of an earlier version into one file per conversation', async () => {
    const good = { updatedAt: clock, turns: [{ at: clock, tokens: 5, messages: turn('hello', 'hi') }] };
    const file = { version: 1, conversations: { good, bad: { updatedAt: 'yesterday' } } };
    await writeFile(join(dir, 'history.json'), JSON.stringify(file), 'utf8');
    const logger = recordingLogger();
    const store = await open({ logger });
    expect(store.messages('good')).toEqual(turn('hello', 'hi'));
    expect(store.messages('bad')).toEqual([]);
    expect(logger.warnings).toEqual(['dropping an unreadable conversation from history']);
    await store.flush();
    expect(await readdir(dir)).toEqual([conversationFileName('good')]);
    await store.close();
  });

  it('starts empty and logs when a file is corrupt, setting it aside', async () => {
    const name = conversationFileName('a');
    await writeFile(join(dir, name), '{"version":2,"id":"a","conversation":', 'utf8');
    const logger = recordingLogger();
    const store = await open({ logger });
    expect(store.messages('a')).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
    expect((await readdir(dir)).sort()).toEqual([`${name}.corrupt`]);
    store.append('a', turn('hello', 'hi'));
    await store.close();
    expect((await readdir(dir)).sort()).toEqual([name, `${name}.corrupt`]);
  });

  it('keeps a bounded list of unsaved changes while the disk refuses every write', async () => {
    const store = await open({ maxConversations: 5, logger: recordingLogger() });
    // The folder becomes a file: every save and removal fails from now on.
    await rm(dir, { recursive: true, force: true });
    await writeFile(dir, 'not a folder');
    for (let index = 0; index < 100; index += 1) {
      store.append(`conversation-${index}`, turn('hello', 'hi'));
      await store.flush();
    }
    // The five live conversations and the newest removals, not the hundred ids seen since.
    expect(store.unsaved).toBeLessThanOrEqual(10);
    expect(store.conversationIds()).toHaveLength(5);
  });

  it('creates its directory when missing', async () => {
    const nested = join(dir, 'deeper', 'history');
    const store = await open({ dir: nested });
    store.append('a', turn('hello', 'hi'));
    await store.close();
    expect(await readdir(nested)).toEqual([conversationFileName('a')]);
  });
});
