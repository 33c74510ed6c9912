import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-store.js';

const DAY = 86_400_000;
const dirs: string[] = [];

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-memory-'));
  dirs.push(dir);
  return join(dir, 'memory', 'memories.json');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('MemoryStore', () => {
  it('keeps a fact and finds it again by a word of it, in a new store on the same file', async () => {
    const file = tempFile();
    const store = await MemoryStore.open({ file });
    const outcome = store.remember({ fact: 'Anna is vegetarian', about: 'Anna', source: 'told' });
    expect(outcome.ok).toBe(true);
    await store.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
    const again = await MemoryStore.open({ file });
    expect(again.search('what does anna eat, is she vegetarian', 3).map((hit) => hit.memory.fact)).toEqual([
      'Anna is vegetarian',
    ]);
  });

  it('finds Japanese, Chinese and Korean facts by a word inside an unspaced sentence', async () => {
    const store = await MemoryStore.open({ file: tempFile() });
    store.remember({ fact: 'アンナはベジタリアンです', source: 'told' });
    store.remember({ fact: '孩子们八点睡觉', source: 'told' });
    store.remember({ fact: '민수는 땅콩 알레르기가 있어요', source: 'told' });
    expect(store.search('ベジタリアン', 2)[0]?.memory.fact).toBe('アンナはベジタリアンです');
    expect(store.search('孩子们几点睡觉', 2)[0]?.memory.fact).toBe('孩子们八点睡觉');
    expect(store.search('민수 알레르기', 2)[0]?.memory.fact).toBe('민수는 땅콩 알레르기가 있어요');
  });

  it('merges a near-duplicate into the older memory, keeping the newer wording', async () => {
    const store = await MemoryStore.open({ file: tempFile() });
    const first = store.remember({
      fact: "The kids' bedtime is 8 pm",
      about: 'the kids',
      source: 'extracted',
    });
    const second = store.remember({ fact: "the kids' bedtime is 8 pm.", about: 'The kids', source: 'told' });
    expect(second).toMatchObject({ ok: true, merged: true });
    expect(store.size).toBe(1);
    expect(store.list()[0]).toMatchObject({
      id: first.ok ? first.memory.id : '',
      fact: "the kids' bedtime is 8 pm.",
      source: 'told',
    });
    store.remember({ fact: 'Anna likes green tea', source: 'told' });
    store.remember({ fact: 'Anna likes black coffee', source: 'told' });
    expect(store.size).toBe(3);
  });

  it('refuses secrets and one-off commands with a reason the model can say', async () => {
    const store = await MemoryStore.open({ file: tempFile() });
    for (const fact of [
      'The wifi password is hunter2',
      'The alarm code is 4711',
      'my PIN is 1234',
      'the garage door code: 90 21',
      'API key sk-proj-abcdefghijklmnop1234',
      'Mein Passwort lautet Sonne',
      'パスワードは abc です',
      '비밀번호는 1234',
      'card 4111 1111 1111 1111',
    ]) {
      expect(store.remember({ fact, source: 'told' }), fact).toMatchObject({ ok: false, reason: 'secret' });
    }
    for (const fact of [
      'Turn on the kitchen light',
      'switch off the TV',
      'Schalte das Licht aus',
      '打开客厅的灯',
    ]) {
      expect(store.remember({ fact, source: 'told' }), fact).toMatchObject({ ok: false, reason: 'command' });
    }
    expect(store.remember({ fact: 'x'.repeat(400), source: 'told' })).toMatchObject({ reason: 'too-long' });
    expect(store.size).toBe(0);
    expect(store.remember({ fact: 'Call me Sam', source: 'told' }).ok).toBe(true);
    expect(store.remember({ fact: 'The bins go out on Tuesday evening', source: 'told' }).ok).toBe(true);
  });

  it('forgets by id, by who it is about, and by the words of the fact', async () => {
    const store = await MemoryStore.open({ file: tempFile() });
    const tea = store.remember({ fact: 'Anna likes green tea', about: 'Anna', source: 'told' });
    store.remember({ fact: 'Anna is vegetarian', about: 'Anna', source: 'told' });
    store.remember({ fact: 'The dog is called Pixel', about: 'the dog', source: 'told' });
    store.remember({ fact: 'Bins go out on Tuesday', source: 'told' });
    expect(store.forget(tea.ok ? tea.memory.id : '').map((m) => m.fact)).toEqual(['Anna likes green tea']);
    expect(store.forget('anna').map((m) => m.fact)).toEqual(['Anna is vegetarian']);
    expect(store.forget('when do the bins go out').map((m) => m.fact)).toEqual(['Bins go out on Tuesday']);
    expect(store.forget('nothing like this')).toEqual([]);
    expect(store.list().map((m) => m.fact)).toEqual(['The dog is called Pixel']);
  });

  it('keeps at most maxMemories, dropping the least important and longest unused first', async () => {
    let now = Date.UTC(2026, 0, 1);
    const store = await MemoryStore.open({ file: tempFile(), maxMemories: 3, now: () => now });
    store.remember({ fact: 'Trivia one about sailing', importance: 1, source: 'extracted' });
    now += DAY;
    store.remember({ fact: 'Anna is allergic to nuts', importance: 5, source: 'told' });
    store.remember({ fact: 'Ben prefers the blinds half open', importance: 3, source: 'told' });
    store.remember({ fact: 'Mia plays the violin on Fridays', importance: 3, source: 'told' });
    expect(store.size).toBe(3);
    expect(store.list().map((m) => m.fact)).not.toContain('Trivia one about sailing');
  });

  it('lets unused low-importance memories decay, while used and important ones stay', async () => {
    let now = Date.UTC(2026, 0, 1);
    const file = tempFile();
    const store = await MemoryStore.open({ file, now: () => now });
    store.remember({ fact: 'The neighbour has a red bicycle', importance: 1, source: 'extracted' });
    store.remember({ fact: 'Ben supports the local football club', importance: 2, source: 'extracted' });
    store.remember({ fact: 'Anna is allergic to nuts', importance: 5, source: 'told' });
    now += 31 * DAY;
    expect(
      store
        .list()
        .map((m) => m.fact)
        .sort(),
    ).toEqual(['Anna is allergic to nuts', 'Ben supports the local football club']);
    store.search('football club', 1, { markUsed: true });
    now += 80 * DAY;
    expect(store.size).toBe(2);
    now += 91 * DAY;
    expect(store.list().map((m) => m.fact)).toEqual(['Anna is allergic to nuts']);
    await store.close();
    expect(JSON.parse(readFileSync(file, 'utf8')).memories).toHaveLength(1);
  });

  it('sets a corrupt file aside and starts empty', async () => {
    const file = tempFile();
    const store = await MemoryStore.open({ file });
    store.remember({ fact: 'Anna is vegetarian', source: 'told' });
    await store.close();
    writeFileSync(file, '{"version":1,"memories":[');
    const warnings: string[] = [];
    const reopened = await MemoryStore.open({
      file,
      logger: { warn: (_o, message) => warnings.push(message), error: () => undefined },
    });
    expect(reopened.size).toBe(0);
    expect(warnings.join()).toContain('corrupt');
    expect(statSync(`${file}.corrupt`).isFile()).toBe(true);
  });
});
