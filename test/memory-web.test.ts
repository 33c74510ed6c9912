// Listing and deleting long-term memories from outside a conversation: the trace page's API (what its
// Memories tab uses) and `hearth memory list|forget`, against a running Hearth over real sockets.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

const CLI = join(resolve(import.meta.dirname, '..'), 'dist/cli/hearth.js');

let model: ScriptedModel;
let hearth: TestHearth;
let base: string;

beforeAll(async () => {
  model = await startScriptedModel();
  hearth = await startTestHearth({ modelUrl: model.url });
  base = `http://127.0.0.1:${hearth.hearth.web!.port}`;
});

afterAll(async () => {
  await hearth?.close({ removeData: true });
  await model.close();
});

function remember(fact: string, about?: string): string {
  const outcome = hearth.hearth.memory!.store.remember({ fact, about, source: 'told' });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.memory.id;
}

async function listed(): Promise<{ id: string; fact: string }[]> {
  const response = await fetch(`${base}/api/memories`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { memories: { id: string; fact: string }[] }).memories;
}

describe('the trace page memory API', () => {
  it('lists memories and deletes one by id, refusing a request from another origin', async () => {
    const id = remember('Anna is vegetarian', 'Anna');
    remember('The dog is called Pixel', 'the dog');
    expect((await listed()).map((memory) => memory.fact)).toEqual(
      expect.arrayContaining(['Anna is vegetarian', 'The dog is called Pixel']),
    );

    const foreign = await fetch(`${base}/api/memories/${id}`, {
      method: 'DELETE',
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const wrongMethod = await fetch(`${base}/api/memories/${id}`, { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
    expect((await listed()).map((memory) => memory.id)).toContain(id);

    const deleted = await fetch(`${base}/api/memories/${id}`, {
      method: 'DELETE',
      headers: { origin: base },
    });
    expect(deleted.status).toBe(200);
    expect((await listed()).map((memory) => memory.id)).not.toContain(id);
    const again = await fetch(`${base}/api/memories/${id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('serves the page with a Memories tab', async () => {
    const page = await (await fetch(`${base}/`)).text();
    expect(page).toContain('id="tab-memories"');
    expect(page).toContain('api/memories');
  });
});

describe('hearth memory', () => {
  it('lists the memories of a running Hearth and forgets one by its words', async () => {
    remember('The bins go out on Tuesday evening');
    const port = String(hearth.hearth.web!.port);
    const list = await execa('node', [CLI, 'memory', 'list', '--web-port', port], {
      reject: false,
      timeout: 20_000,
    });
    expect(list.exitCode).toBe(0);
    expect(list.stdout).toMatch(
      /^m-[0-9a-f]+ {2}The bins go out on Tuesday evening {2}\(importance 3, told\)$/m,
    );
    expect(list.stdout).toMatch(/^\d+ memories$/m);

    const forget = await execa('node', [CLI, 'memory', 'forget', 'bins', 'tuesday', '--web-port', port], {
      reject: false,
      timeout: 20_000,
    });
    expect(forget.exitCode).toBe(0);
    expect(forget.stdout).toContain('forgotten: ');
    expect(forget.stdout).toContain('The bins go out on Tuesday evening');
    expect((await listed()).map((memory) => memory.fact)).not.toContain('The bins go out on Tuesday evening');

    const none = await execa('node', [CLI, 'memory', 'forget', 'zebra crossing', '--web-port', port], {
      reject: false,
      timeout: 20_000,
    });
    expect(none.exitCode).toBe(1);
    expect(none.stderr).toContain('nothing forgotten');
  });

  it('says what to do when no Hearth answers, and explains itself with --help', async () => {
    const down = await execa('node', [CLI, 'memory', 'list', '--web-port', '1'], {
      reject: false,
      timeout: 20_000,
    });
    expect(down.exitCode).toBe(1);
    expect(down.stderr).toMatch(/no Hearth trace page at 127\.0\.0\.1:1 .*is Hearth running/);
    const help = await execa('node', [CLI, 'memory', '--help'], { reject: false, timeout: 20_000 });
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('hearth memory forget');
  });
});

describe('with the memory option off', () => {
  it('offers no memory tools, keeps no file, and the API says memory is off', async () => {
    const off = await startTestHearth({ modelUrl: model.url, options: { memory: false } });
    try {
      expect(off.hearth.memory).toBeUndefined();
      model.enqueue(say('Hello.'));
      await off.ask('hello there');
      const names = (model.requests.at(-1)?.body.tools ?? []).map((tool) => tool.function.name);
      expect(names).toContain('control');
      expect(names).not.toContain('memory');
      const response = await fetch(`http://127.0.0.1:${off.hearth.web!.port}/api/memories`);
      expect(await response.json()).toEqual({ enabled: false, memories: [] });
      expect(existsSync(join(off.dataDir, 'memory'))).toBe(false);
    } finally {
      await off.close({ removeData: true });
    }
  });
});
