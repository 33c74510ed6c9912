// Starting over: "start over" by voice (in the languages Hearth speaks) answers without the model and
// drops the conversation's history and whatever question it had pending; the trace page's API (the turn
// list's Clear) and `hearth history clear` do the same from outside. Long-term memory stays. Real
// sockets throughout: Wyoming, the simulated home, the scripted model, HTTP, the built CLI.
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedRequest } from './support/scripted-model.js';
import { say } from './support/scripted-model.js';
import { startSecurityHome, type SecurityHome } from './support/security-home.js';

const CLI = join(resolve(import.meta.dirname, '..'), 'dist/cli/hearth.js');
let home: SecurityHome;
let base: string;

beforeAll(async () => {
  home = await startSecurityHome();
  base = `http://127.0.0.1:${home.hearth.hearth.web!.port}`;
});

afterAll(async () => {
  await home.close();
});

/** The user messages the model saw in its last request: the history plus this turn's words. */
function userMessagesOf(request: ScriptedRequest | undefined): string[] {
  return (request?.body.messages ?? [])
    .filter((message) => message.role === 'user')
    .map((message) => String(message.content));
}

async function talk(conversationId: string, ...texts: string[]): Promise<void> {
  for (const text of texts) {
    home.model.enqueue(say(`Noted: ${text}.`));
    await home.hearth.ask(text, { conversationId });
  }
}

describe('start over by voice', () => {
  it.each([
    ["Let's start over.", 'en', "Okay, let's start over."],
    ['Hearth, please forget this conversation!', 'en', "Okay, let's start over."],
    ['Fang bitte neu an.', 'de', 'Okay, fangen wir neu an.'],
    ['Olvida esta conversación', 'es', 'Vale, empecemos de nuevo.'],
    ['On recommence ?', 'fr', "D'accord, on recommence."],
    ['처음부터 다시 하자', 'ko', '알겠어요, 처음부터 다시 시작해요.'],
    ['重新开始。', 'zh', '好的，我们重新开始。'],
  ])('"%s" (%s) forgets the history without asking the model', async (request, language, reply) => {
    const conversationId = `over-${language}-${request.length}`;
    await talk(conversationId, 'my name is Sam', 'the kitchen is cold');
    const before = home.model.requests.length;
    const answer = await home.hearth.ask(request, { conversationId, language });
    expect(answer.text).toBe(reply);
    expect(home.model.requests.length).toBe(before);

    home.model.enqueue(say('Hello.'));
    await home.hearth.ask('hello', { conversationId, language });
    expect(userMessagesOf(home.model.requests.at(-1)).at(-1)).toContain('hello');
    expect(userMessagesOf(home.model.requests.at(-1)).join(' ')).not.toContain('Sam');
  });

  it('keeps long-term memory, and takes "forget that …" to the model as a memory request', async () => {
    const remembered = home.hearth.hearth.memory!.store.remember({ fact: 'Sam likes jazz', source: 'told' });
    expect(remembered.ok).toBe(true);
    await home.hearth.ask("let's start over", { conversationId: 'keeps-memory' });
    expect(home.hearth.hearth.memory!.store.list().map((memory) => memory.fact)).toContain('Sam likes jazz');

    const before = home.model.requests.length;
    home.model.enqueue(say('Forgotten.'));
    await home.hearth.ask('forget that I like jazz', { conversationId: 'keeps-memory' });
    expect(home.model.requests.length).toBe(before + 1);
  });

  it('drops the unlock question it had asked: a "yes" after starting over unlocks nothing', async () => {
    const conversationId = 'over-confirm';
    const unlock = { action: 'unlock', targets: ['front door'] };
    const asked = await home.turnWithTool('unlock the front door', 'control', unlock, { conversationId });
    expect(asked.answer.text).toMatch(/\?/);
    await home.hearth.ask('start over', { conversationId });
    const yes = await home.turnWithTool('yes', 'control', { ...unlock, confirm: true }, { conversationId });
    expect(yes.result?.ok).not.toBe(true);
    expect(yes.answer.text).toMatch(/\?/); // asked again, as for a confirm nobody was asked for
    expect(home.simulator.state('lock.front_door')?.state).toBe('locked');
  });
});

describe('clearing from the trace page and the CLI', () => {
  it('clears one conversation through DELETE /api/conversations/<id>, never from another origin', async () => {
    await talk('web-clear', 'my name is Robin');
    const foreign = await fetch(`${base}/api/conversations/web-clear`, {
      method: 'DELETE',
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await fetch(`${base}/api/conversations/web-clear`)).status).toBe(405);

    const cleared = await fetch(`${base}/api/conversations/web-clear`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: 1, conversation: 'web-clear' });
    const again = await fetch(`${base}/api/conversations/web-clear`, { method: 'DELETE' });
    expect(await again.json()).toEqual({ cleared: 0, conversation: 'web-clear' });

    home.model.enqueue(say('Hi.'));
    await home.hearth.ask("what's my name", { conversationId: 'web-clear' });
    expect(userMessagesOf(home.model.requests.at(-1)).join(' ')).not.toContain('Robin');
  });

  it('`hearth history clear --conversation ID` clears one, `hearth history clear` every one', async () => {
    await talk('cli-one', 'I am in the garden');
    await talk('cli-two', 'I am in the attic');
    const port = String(home.hearth.hearth.web!.port);
    const one = await execa('node', [
      CLI,
      'history',
      'clear',
      '--conversation',
      'cli-one',
      '--web-port',
      port,
    ]);
    expect(one.stdout).toBe('cleared the history of conversation cli-one');

    home.model.enqueue(say('Fine.'));
    await home.hearth.ask('where am I', { conversationId: 'cli-two' });
    expect(userMessagesOf(home.model.requests.at(-1)).join(' ')).toContain('attic');

    const all = await execa('node', [CLI, 'history', 'clear', '--web-port', port]);
    expect(all.stdout).toMatch(/^cleared \d+ conversations?$/);
    home.model.enqueue(say('Fine.'));
    await home.hearth.ask('where am I', { conversationId: 'cli-two' });
    expect(userMessagesOf(home.model.requests.at(-1)).join(' ')).not.toContain('attic');
    expect(home.hearth.hearth.memory!.store.list().map((memory) => memory.fact)).toContain('Sam likes jazz');
  });

  it('`hearth history` says what it needs when asked wrongly or when no Hearth runs', async () => {
    const wrong = await execa('node', [CLI, 'history', 'wipe'], { reject: false });
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stderr).toContain('Usage: hearth history clear');
    const nobody = await execa('node', [CLI, 'history', 'clear', '--web-port', '1'], { reject: false });
    expect(nobody.exitCode).toBe(1);
    expect(nobody.stderr).toContain('is Hearth running');
  });
});
