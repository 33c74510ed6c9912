import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callTools, fail, say, startScriptedModel } from '../../test/support/scripted-model.js';
import type { ScriptedModel } from '../../test/support/scripted-model.js';
import { createOpenAIChatModel } from '../llm/index.js';
import type { Tool, Toolbox, ToolContext } from '../tools/index.js';
import type { AgentPart } from './agent-part.js';
import type { Assistant, RespondRequest } from './create-assistant.js';
import { createAssistant, NO_ANSWER } from './create-assistant.js';
import { HistoryStore } from './history-store.js';

let server: ScriptedModel;
let dir: string;
let history: HistoryStore;
let homeIndex: string;
let status: ReturnType<Toolbox['status']>;
let clock: Date;
const contexts: ToolContext[] = [];

const lights: Tool = {
  name: 'lights',
  description: 'Switch lights',
  parameters: z.object({ on: z.boolean() }),
  execute: (_args, context) => {
    contexts.push(context);
    return Promise.resolve({ ok: true });
  },
};

const toolbox: Toolbox = {
  tools: () => [lights],
  homeIndex: () => homeIndex,
  locate: (deviceId) =>
    deviceId === 'sat-1' ? { areaId: 'kitchen', areaName: 'Kitchen', floorName: 'Ground' } : undefined,
  status: () => status,
};

beforeEach(async () => {
  server = await startScriptedModel();
  dir = await mkdtemp(join(tmpdir(), 'hearth-assistant-'));
  history = await HistoryStore.open({ dir, maxTurns: 10, maxTokens: 4_000, idleMs: 60_000, writeDelayMs: 5 });
  homeIndex = 'Areas: Kitchen (light: Ceiling), Hall.';
  status = 'ready';
  clock = new Date('2026-11-21T13:05:00Z');
  contexts.length = 0;
});

afterEach(async () => {
  await history.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function assistant(extraInstructions?: string): Assistant {
  const model = createOpenAIChatModel({
    baseUrl: server.url,
    model: 'm',
    temperature: 0,
    maxTokens: 50,
    retryDelayMs: 0,
  });
  return createAssistant({
    model,
    toolbox,
    history,
    extraInstructions,
    now: () => clock,
    timeZone: 'Europe/Berlin',
  });
}

async function respond(
  target: Assistant,
  request: Partial<RespondRequest> & { text: string },
): Promise<AgentPart[]> {
  const parts: AgentPart[] = [];
  for await (const part of target.respond({
    language: 'en',
    signal: new AbortController().signal,
    ...request,
  }))
    parts.push(part);
  return parts;
}

const systemOf = (index: number): string => server.requests[index]!.body.messages![0]!.content!;
/** A message without the context block Hearth puts before the user's words. */
const words = <M extends { role: string; content?: string | null }>(message: M): M => ({
  ...message,
  content: message.content?.replace(/^<context>\n[\s\S]*?\n<\/context>\n/, '') ?? message.content,
});
const lastUserOf = (index: number): string => server.requests[index]!.body.messages!.at(-1)!.content!;
const rolesOf = (index: number): string[] => server.requests[index]!.body.messages!.map((m) => m.role);

describe('createAssistant', () => {
  it('keeps the system message byte-identical across turns and puts the per-turn context on the user message', async () => {
    const hearth = assistant('Call me Sam.');
    await respond(hearth, { text: 'hi', deviceId: 'sat-1' });
    clock = new Date('2026-11-22T07:30:00Z');
    status = 'disconnected';
    await respond(hearth, { text: 'hola', language: 'es' });
    const [first, second] = [systemOf(0), systemOf(1)];
    expect(first.length).toBeGreaterThan(500);
    expect(second).toBe(first);
    expect(first).toContain('Call me Sam.');
    expect(first.endsWith('Areas: Kitchen (light: Ceiling), Hall.')).toBe(true);
    expect(first).not.toMatch(/Now: |Configured language|not reachable/);
    const [asked, askedAgain] = [lastUserOf(0), lastUserOf(1)];
    expect(asked).toMatch(/^<context>\nNow: Saturday 2026-11-21 14:05 \(Europe\/Berlin\)\.\n/);
    expect(asked).toContain('area "Kitchen" (area id kitchen) on the floor "Ground"');
    expect(asked.endsWith('\n</context>\nhi')).toBe(true);
    expect(asked).not.toContain('not reachable');
    expect(askedAgain).toContain('Now: Sunday 2026-11-22 08:30 (Europe/Berlin).');
    expect(askedAgain).toContain('Configured language: es.');
    expect(askedAgain).toContain('Home Assistant is not reachable');
    homeIndex = 'Areas: Kitchen, Hall, Garden.';
    await respond(hearth, { text: 'again' });
    expect(systemOf(2)).not.toBe(first);
  });

  it('carries a conversation into its next turn, tool calls included, and never into another', async () => {
    const hearth = assistant();
    server.enqueue(
      callTools([{ name: 'lights', arguments: { on: true } }]),
      say('The light is on.'),
      say('Off again.'),
    );
    await respond(hearth, { text: 'light on', conversationId: 'one', deviceId: 'sat-1' });
    await respond(hearth, { text: 'and off', conversationId: 'one' });
    expect(rolesOf(2)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'user']);
    await respond(hearth, { text: 'who am I', conversationId: 'two' });
    expect(rolesOf(3)).toEqual(['system', 'user']);
    await respond(hearth, { text: 'no id' });
    expect(rolesOf(4)).toEqual(['system', 'user']);
    expect(contexts[0]).toMatchObject({
      conversationId: 'one',
      deviceId: 'sat-1',
      userText: 'light on',
      language: 'en',
    });
  });

  it('tells tools the ordinal of the user turn in its conversation, 1 without a conversation', async () => {
    const hearth = assistant();
    const lightsOn = callTools([{ name: 'lights', arguments: { on: true } }]);
    server.enqueue(lightsOn, say('On.'), say('Fine, thanks.'), lightsOn, say('On.'), lightsOn, say('On.'));
    await respond(hearth, { text: 'light on', conversationId: 'c' });
    await respond(hearth, { text: 'how are you', conversationId: 'c' });
    await respond(hearth, { text: 'light on', conversationId: 'c' });
    await respond(hearth, { text: 'light on' });
    expect(contexts.map((context) => context.turn)).toEqual([1, 3, 1]);
  });

  it('keeps counting turns when the history is trimmed to fewer turns than were spoken', async () => {
    await history.close();
    history = await HistoryStore.open({
      dir,
      maxTurns: 1,
      maxTokens: 4_000,
      idleMs: 60_000,
      writeDelayMs: 5,
    });
    const hearth = assistant();
    const lightsOn = callTools([{ name: 'lights', arguments: { on: true } }]);
    server.enqueue(lightsOn, say('On.'), say('Hi.'), lightsOn, say('On.'));
    await respond(hearth, { text: 'light on', conversationId: 'c' });
    await respond(hearth, { text: 'hello', conversationId: 'c' });
    await respond(hearth, { text: 'light on', conversationId: 'c' });
    expect(contexts.map((context) => context.turn)).toEqual([1, 3]);
  });

  it('keeps the words of a failed turn with a placeholder answer, so roles still alternate', async () => {
    const hearth = assistant();
    server.enqueue(fail(401), say('Hello.'));
    const parts = await respond(hearth, { text: 'are you there', conversationId: 'c' });
    expect(parts.at(-1)).toMatchObject({ type: 'error', error: { code: 'unauthorized' } });
    await respond(hearth, { text: 'hello?', conversationId: 'c' });
    const sent = server.requests[1]!.body.messages!.slice(1).map(words);
    expect(sent).toEqual([
      { role: 'user', content: 'are you there' },
      { role: 'assistant', content: NO_ANSWER },
      { role: 'user', content: 'hello?' },
    ]);
  });

  it('records the turn before yielding its last part, for consumers that stop right there', async () => {
    server.enqueue(fail(401));
    const parts = assistant().respond({
      text: 'hi',
      conversationId: 'c',
      language: 'en',
      signal: new AbortController().signal,
    });
    for (;;) {
      const next = await parts.next();
      if (next.done === true || next.value.type === 'error') break;
    }
    expect(history.messages('c').map(words)).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: NO_ANSWER },
    ]);
  });

  it('drops a history that no longer fits the model and answers the turn alone', async () => {
    const tooLong = fail(400, {
      error: { message: 'This model has a maximum context length of 4096 tokens.' },
    });
    server.setFallback(({ body }) => ((body.messages?.length ?? 0) > 2 ? tooLong : say('Fresh start.')));
    const hearth = assistant();
    await respond(hearth, { text: 'first', conversationId: 'c' });
    const parts = await respond(hearth, { text: 'second', conversationId: 'c' });
    expect(parts.filter((part) => part.type === 'error')).toEqual([]);
    expect(parts.at(-1)).toMatchObject({ type: 'turn-end', text: 'Fresh start.' });
    expect(server.requests.map((request) => request.body.messages?.length)).toEqual([2, 4, 2]);
    expect(history.messages('c').map((message) => words(message).content)).toEqual([
      'second',
      'Fresh start.',
    ]);
  });

  it('keeps history across a restart of the store', async () => {
    await respond(assistant(), { text: 'remember the word apple', conversationId: 'c' });
    await history.close();
    history = await HistoryStore.open({ dir, maxTurns: 10, maxTokens: 4_000, idleMs: 60_000 });
    await respond(assistant(), { text: 'which word', conversationId: 'c' });
    const kept = server.requests[1]!.body.messages![1]!;
    expect(words(kept)).toEqual({ role: 'user', content: 'remember the word apple' });
    // Kept as it was sent, context block and all: the next request starts with the previous one's bytes.
    expect(kept.content).toBe(server.requests[0]!.body.messages![1]!.content);
  });
});
