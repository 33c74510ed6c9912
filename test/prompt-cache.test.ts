// What a model server's prefix cache keeps of Hearth's requests, seen through the chat templates the
// servers use. Hearth runs for real (demo home, Wyoming over loopback, the scripted model over HTTP);
// each request the scripted model received is rendered through each template, and two renderings are
// compared from their start, as a one-slot cache (llama.cpp, Ollama) compares them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { commonPrefix, renderChat, tokensOf, type TemplateName } from './support/render-chat.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import type { ChatCompletionBody } from './support/scripted-model.js';

let model: ScriptedModel;
let hearth: TestHearth;
let clock = new Date('2026-11-26T07:58:10Z');
/** The request bodies of the scenario, by name. */
const sent: Record<string, ChatCompletionBody> = {};
const QUESTION = {
  first: 'turn on the kitchen light',
  followUp: 'and is it bright?',
  other: 'is the front door locked?',
};
const ANSWER = 'The kitchen light is on.';

beforeAll(async () => {
  model = await startScriptedModel();
  hearth = await startTestHearth({ modelUrl: model.url, deps: { now: () => clock } });
  await hearth.homeReady();
  const ask = async (names: string[], text: string, conversationId: string, deviceId: string) => {
    const before = model.requests.length;
    await hearth.ask(text, { conversationId, deviceId });
    const requests = model.requests
      .slice(before)
      .filter((request) => request.path === '/v1/chat/completions');
    expect(requests).toHaveLength(names.length);
    names.forEach((name, index) => (sent[name] = requests[index]!.body));
  };
  // Mistral's template insists on tool call ids of nine letters and digits; Llama's on one call a step.
  model.enqueue(
    callTools([
      { id: 'call00001', name: 'control', arguments: { action: 'turn_on', targets: ['kitchen light'] } },
    ]),
    say(ANSWER),
  );
  await ask(['first', 'afterTool'], QUESTION.first, 'morning', 'satellite_kitchen');
  clock = new Date('2026-11-26T07:59:40Z');
  model.enqueue(say('Yes, at full brightness.'));
  await ask(['followUp'], QUESTION.followUp, 'morning', 'satellite_kitchen');
  // Another conversation, another room, minutes later.
  clock = new Date('2026-11-26T08:07:05Z');
  model.enqueue(say('Yes, it is locked.'));
  await ask(['other'], QUESTION.other, 'evening', 'satellite_bedroom');
});

afterAll(async () => {
  await hearth?.close({ removeData: true });
  await model?.close();
});

/** Tokens the server reads anew for `next` when its cache holds `previous` (and, after it, `answer`). */
function reread(
  name: TemplateName,
  previous: ChatCompletionBody,
  next: ChatCompletionBody,
  answer = '',
): number {
  const cached = renderChat(name, previous) + answer;
  const rendered = renderChat(name, next);
  return tokensOf(rendered.slice(commonPrefix(cached, rendered)));
}

/** The rendered system message and tool block: what every request of every conversation shares. */
function fixedPart(name: TemplateName): string {
  const system = sent.first!.messages![0]!;
  const rendered = renderChat(name, {
    ...sent.first,
    messages: [system, { role: 'user', content: '\u0000' }],
  });
  return rendered.slice(0, rendered.indexOf('\u0000'));
}

// Templates that lay out the system message, then the tools, then the conversation.
const PREFIX_FIRST: TemplateName[] = [
  'Qwen-Qwen2.5-7B-Instruct',
  'Qwen-Qwen3-0.6B',
  'meta-llama-Llama-3.3-70B-Instruct',
  'google-gemma-2-2b-it',
];

describe.each(PREFIX_FIRST)('through %s', (name) => {
  it('renders every request (no system message after the first, roles alternate)', () => {
    for (const body of Object.values(sent)) expect(() => renderChat(name, body)).not.toThrow();
  });

  it('keeps the system message and the tools as the shared prefix of two conversations, minutes and rooms apart', () => {
    const fixed = fixedPart(name);
    expect(fixed).toContain('You are Hearth');
    expect(fixed).toContain('"control"');
    const first = renderChat(name, sent.first!);
    const other = renderChat(name, sent.other!);
    expect(commonPrefix(first, other)).toBeGreaterThanOrEqual(fixed.length);
    expect(reread(name, sent.followUp!, sent.other!)).toBeLessThanOrEqual(tokensOf(QUESTION.other) + 150);
  });

  it('reads the tool step and a follow-up on from the previous request', () => {
    expect(reread(name, sent.first!, sent.afterTool!)).toBeLessThanOrEqual(150);
    const followUp = reread(name, sent.afterTool!, sent.followUp!, ANSWER);
    expect(followUp).toBeLessThanOrEqual(tokensOf(QUESTION.followUp) + 150);
  });
});

// Templates that put the tools (and Mistral's, the system message too) with the last user message: every
// new question re-reads them whatever the order of the request, so only their size helps (DOCS.md).
describe.each(['ollama-llama3.2-layout', 'mistralai-Mistral-Nemo-Instruct-2407'] as TemplateName[])(
  'through %s',
  (name) => {
    it('renders every request, and re-reads the whole tool block for each new question', () => {
      for (const body of Object.values(sent)) expect(() => renderChat(name, body)).not.toThrow();
      const toolBlock = tokensOf(JSON.stringify(sent.first!.tools));
      expect(reread(name, sent.followUp!, sent.other!)).toBeGreaterThan(toolBlock * 0.9);
    });
  },
);

// The fixed part (system message + tool block) of the sample home, as the most common tool-calling template
// (Qwen2.5 / Hermes) lays it out, in o200k tokens, as bench/local-model.ts counts it: what a local server
// reads anew whenever its cache misses, and what must fit Ollama's default context with history to spare.
const FIXED_PART_BUDGET = 2_500;

describe('the fixed part', () => {
  it(`stays within ${FIXED_PART_BUDGET} tokens for the sample home, every tool on offer`, () => {
    const names = sent.first!.tools!.map((tool) => tool.function.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'control',
        'query',
        'history',
        'service',
        'todo',
        'timer',
        'broadcast',
        'watch',
      ]),
    );
    expect(names).toContain('memory');
    expect(tokensOf(fixedPart('Qwen-Qwen2.5-7B-Instruct'))).toBeLessThanOrEqual(FIXED_PART_BUDGET);
  });
});

describe('the per-turn context', () => {
  it('changes only the user message: the time, the room and the conversation differ, the system message does not', () => {
    const systems = Object.values(sent).map((body) => body.messages![0]!.content);
    expect(new Set(systems).size).toBe(1);
    expect(JSON.stringify(sent.first!.tools)).toBe(JSON.stringify(sent.other!.tools));
    const lastUser = (body: ChatCompletionBody) =>
      body.messages!.filter((m) => m.role === 'user').at(-1)!.content!;
    expect(lastUser(sent.first!)).toMatch(/Now: Thursday 2026-11-26 \d\d:58 .*"Kitchen"/s);
    expect(lastUser(sent.other!)).toMatch(/Now: Thursday 2026-11-26 \d\d:07 .*"Bedroom"/s);
    expect(lastUser(sent.other!).endsWith(`</context>\n${QUESTION.other}`)).toBe(true);
  });
});
