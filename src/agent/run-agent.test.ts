import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callTools, fail, hang, raw, say, startScriptedModel } from '../../test/support/scripted-model.js';
import type { ScriptedModel } from '../../test/support/scripted-model.js';
import type { ChatMessage, ChatModel } from '../llm/index.js';
import { createOpenAIChatModel } from '../llm/index.js';
import type { Tool, ToolContext, ToolResult } from '../tools/index.js';
import { AgentError } from './agent-error.js';
import type { AgentPart } from './agent-part.js';
import { runAgent, WRAP_UP_NOTE } from './run-agent.js';

let server: ScriptedModel;
let model: ChatModel;

beforeEach(async () => {
  server = await startScriptedModel();
  model = createOpenAIChatModel({
    baseUrl: server.url,
    model: 'm',
    temperature: 0,
    maxTokens: 50,
    retryDelayMs: 0,
  });
});

afterEach(async () => {
  await server.close();
});

function tool(
  name: string,
  execute: (args: { room: string }, context: ToolContext) => Promise<ToolResult>,
): Tool {
  return {
    name,
    description: `The ${name} tool`,
    parameters: z.object({ room: z.string() }),
    execute: (args, context) => execute(args as { room: string }, context),
  };
}

const context = (signal: AbortSignal): ToolContext => ({
  signal,
  language: 'en',
  conversationId: 'c1',
  userText: 'hi',
});

async function run(
  tools: readonly Tool[],
  options: { maxSteps?: number; signal?: AbortSignal; messages?: ChatMessage[] } = {},
): Promise<AgentPart[]> {
  const signal = options.signal ?? new AbortController().signal;
  const parts: AgentPart[] = [];
  for await (const part of runAgent({
    model,
    tools,
    messages: options.messages ?? [{ role: 'user', content: 'hi' }],
    toolContext: context(signal),
    maxSteps: options.maxSteps ?? 8,
    signal,
  })) {
    parts.push(part);
  }
  return parts;
}

const texts = (parts: AgentPart[]): string[] =>
  parts.flatMap((p) => (p.type === 'text-delta' ? [p.text] : []));

describe('runAgent', () => {
  it('yields text deltas as they arrive and ends with the whole text, steps and usage', async () => {
    server.enqueue(
      say('Hello there. How are you?', { usage: { promptTokens: 10, completionTokens: 6, cachedTokens: 8 } }),
    );
    const parts = await run([]);
    expect(texts(parts).join('')).toBe('Hello there. How are you?');
    expect(parts.at(-1)).toEqual({
      type: 'turn-end',
      text: 'Hello there. How are you?',
      steps: 1,
      usage: { promptTokens: 10, completionTokens: 6, cachedPromptTokens: 8 },
    });
  });

  it('runs the tool calls of one step concurrently and sends their results back in call order', async () => {
    let release = (): void => undefined;
    const bothStarted = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const waitForBoth = async ({ room }: { room: string }): Promise<ToolResult> => {
      started += 1;
      if (started === 2) release();
      await bothStarted;
      return { ok: true, room };
    };
    server.enqueue(
      callTools(
        [
          { name: 'lights', arguments: { room: 'kitchen' } },
          { name: 'blinds', arguments: { room: 'hall' } },
        ],
        { text: 'Let me check.', interleave: true },
      ),
      say('Both done.'),
    );
    const messages: ChatMessage[] = [{ role: 'user', content: 'hi' }];
    const parts = await run([tool('lights', waitForBoth), tool('blinds', waitForBoth)], { messages });
    expect(texts(parts).join('')).toBe('Let me check. Both done.');
    expect(parts.filter((p) => p.type === 'tool-result')).toHaveLength(2);
    const second = server.requests[1]!.body.messages!;
    expect(second.slice(-2)).toEqual([
      { role: 'tool', tool_call_id: 'call_0_lights', content: '{"ok":true,"room":"kitchen"}' },
      { role: 'tool', tool_call_id: 'call_1_blinds', content: '{"ok":true,"room":"hall"}' },
    ]);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool', 'assistant']);
    for (const request of server.requests)
      expect(request.body.tools?.map((t) => t.function.name)).toEqual(['lights', 'blinds']);
    expect(server.requests[0]!.body.tools?.[0]?.function.parameters).toMatchObject({
      type: 'object',
      properties: { room: { type: 'string' } },
      required: ['room'],
    });
  });

  it('joins the text of two steps with no space in Chinese', async () => {
    server.enqueue(
      callTools([{ name: 'lights', arguments: { room: 'a' } }], { text: '我看看。' }),
      say('灯开着。'),
    );
    const parts = await run([tool('lights', () => Promise.resolve({ ok: true }))]);
    expect(parts.at(-1)).toMatchObject({ type: 'turn-end', text: '我看看。灯开着。' });
  });

  it('turns bad JSON, schema failures, unknown tools and tool exceptions into results the model reads', async () => {
    server.enqueue(
      callTools([
        { name: 'lights', arguments: '{"room": ' },
        { name: 'lights', arguments: { room: 7 } },
        { name: 'sprinkler', arguments: {} },
        { name: 'broken', arguments: { room: 'x' } },
      ]),
      say('Sorry.'),
    );
    const ok = tool('lights', () => Promise.resolve({ ok: true }));
    const broken = tool('broken', () => Promise.reject(new Error('device offline')));
    const parts = await run([ok, broken]);
    const results = parts.flatMap((p) => (p.type === 'tool-result' ? [p.result] : []));
    expect(results.map((r) => r.ok)).toEqual([false, false, false, false]);
    const sent = server.requests[1]!.body.messages!.filter((m) => m.role === 'tool').map((m) => m.content);
    expect(sent[0]).toContain('not valid JSON');
    expect(sent[1]).toContain('Invalid arguments for lights');
    expect(sent[2]).toContain('Unknown tool \\"sprinkler\\"');
    expect(sent[3]).toContain('broken failed: device offline');
    expect(parts.at(-1)?.type).toBe('turn-end');
  });

  it('cuts a huge tool result short before the model reads it', async () => {
    server.enqueue(callTools([{ name: 'dump', arguments: { room: 'all' } }]), say('Done.'));
    await run([tool('dump', () => Promise.resolve({ ok: true, data: 'x'.repeat(50_000) }))]);
    const sent = server.requests[1]!.body.messages!.at(-1)!;
    expect(sent.role).toBe('tool');
    expect(sent.content!.length).toBeLessThan(16_100);
    expect(sent.content).toContain('result cut short');
  });

  it('after maxSteps makes one wrap-up request with tools still listed, and fails with step-limit if it only calls tools', async () => {
    server.setFallback(() => callTools([{ name: 'lights', arguments: { room: 'a' } }]));
    let runs = 0;
    const parts = await run([tool('lights', () => Promise.resolve({ ok: true, runs: ++runs }))], {
      maxSteps: 2,
    });
    expect(server.requests).toHaveLength(3);
    expect(runs).toBe(2);
    const last = server.requests[2]!.body;
    expect(last.tools).toHaveLength(1);
    // On the last tool result, not as a system message of its own (Mistral's and Gemma's templates reject one).
    expect(last.messages!.map((message) => message.role).filter((role) => role === 'system')).toHaveLength(0);
    expect(last.messages!.at(-1)).toMatchObject({ role: 'tool' });
    expect(last.messages!.at(-1)!.content!.endsWith(`\n\n${WRAP_UP_NOTE}`)).toBe(true);
    const end = parts.at(-1);
    expect(end?.type === 'error' && end.error instanceof AgentError && end.error.code).toBe('step-limit');
  });

  it('ends normally when the wrap-up request answers', async () => {
    server.enqueue(callTools([{ name: 'lights', arguments: { room: 'a' } }]), say('The lights are on.'));
    const parts = await run([tool('lights', () => Promise.resolve({ ok: true }))], { maxSteps: 1 });
    expect(parts.at(-1)).toMatchObject({ type: 'turn-end', text: 'The lights are on.', steps: 2 });
  });

  it('yields a model failure as the last part instead of throwing', async () => {
    server.enqueue(fail(401));
    const parts = await run([]);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ type: 'error', error: { name: 'ModelError', code: 'unauthorized' } });
  });

  it('aborts a pending tool call at once, even one that ignores its signal', async () => {
    server.enqueue(callTools([{ name: 'slow', arguments: { room: 'a' } }]));
    const controller = new AbortController();
    let toolSignal: AbortSignal | undefined;
    const slow = tool('slow', (_args, ctx) => {
      toolSignal = ctx.signal;
      setTimeout(() => controller.abort(), 20);
      return new Promise<ToolResult>(() => undefined);
    });
    const parts = await run([slow], { signal: controller.signal });
    expect(toolSignal?.aborted).toBe(true);
    expect(parts.at(-1)).toMatchObject({ type: 'error', error: { name: 'AgentError', code: 'aborted' } });
  });

  it('aborts the model request so the server sees the client leave', async () => {
    server.enqueue(hang());
    const controller = new AbortController();
    const seen = server.nextAbort();
    void server.nextRequest().then(() => controller.abort());
    const parts = await run([], { signal: controller.signal });
    await seen;
    expect(server.aborted).toBe(1);
    expect(parts.at(-1)).toMatchObject({ type: 'error', error: { code: 'aborted' } });
  });

  it('runs no tool call of a stream cut off before it finished, and ends the turn with an error', async () => {
    const calls: string[] = [];
    const unlock = tool('unlock', (args) => {
      calls.push(args.room);
      return Promise.resolve({ ok: true });
    });
    const fragment = (index: number, name: string, args: string): string =>
      JSON.stringify({
        choices: [
          {
            delta: { tool_calls: [{ index, id: `c${index}`, function: { name, arguments: args } }] },
            finish_reason: null,
          },
        ],
      });
    server.enqueue(
      raw([
        JSON.stringify({ choices: [{ delta: { content: 'Unlocking.' }, finish_reason: null }] }),
        fragment(0, 'unlock', '{"room":"front door"}'),
      ]),
    );
    const parts = await run([unlock]);
    expect(calls).toEqual([]);
    expect(parts.some((part) => part.type === 'tool-call')).toBe(false);
    const last = parts.at(-1);
    expect(last?.type).toBe('error');
    expect(last?.type === 'error' && last.error.code).toBe('incomplete');
  });

  it('treats running out of tokens in the middle of a tool call as an error, not a call', async () => {
    const calls: string[] = [];
    const unlock = tool('unlock', (args) => {
      calls.push(args.room);
      return Promise.resolve({ ok: true });
    });
    server.enqueue(
      callTools([{ name: 'unlock', arguments: '{"room":"front d' }], { finishReason: 'length' }),
    );
    const parts = await run([unlock]);
    expect(calls).toEqual([]);
    const last = parts.at(-1);
    expect(last?.type === 'error' && last.error.code).toBe('incomplete');
  });
});
