// The OpenAI reader with a TextBatch: text waits while the caller says it may, and goes on joined, before
// anything else, at the end and before a failure. Real SSE over loopback from the scripted server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callTools,
  say,
  startScriptedModel,
  type ScriptedModel,
} from '../../../test/support/scripted-model.js';
import type { ChatModel, ModelPart, TextBatch } from '../chat-model.js';
import { ModelError } from '../model-error.js';
import { createOpenAIChatModel } from './openai-chat-model.js';

let server: ScriptedModel;
let model: ChatModel;

beforeEach(async () => {
  server = await startScriptedModel();
  model = createOpenAIChatModel({
    baseUrl: server.url,
    model: 'test-model',
    temperature: 0,
    maxTokens: 100,
    timeoutMs: 2_000,
    retryDelayMs: 0,
  });
});

afterEach(async () => {
  await server.close();
});

/** Lets text wait until it holds `until` (then it goes on), and notes every question. */
function waitingUntil(until: string): TextBatch & { asked: string[] } {
  return {
    asked: [],
    mayWait(text) {
      this.asked.push(text);
      return !text.includes(until);
    },
  };
}

async function partsOf(textBatch: TextBatch | undefined): Promise<ModelPart[]> {
  const parts: ModelPart[] = [];
  const request = { messages: [{ role: 'user' as const, content: 'hi' }], tools: [] };
  for await (const part of model.stream(textBatch === undefined ? request : { ...request, textBatch })) {
    parts.push(part);
  }
  return parts;
}

const texts = (parts: readonly ModelPart[]): string[] =>
  parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : []));

describe('gathering text (TextBatch)', () => {
  it('joins the deltas the caller lets wait, and hands them on when it says no', async () => {
    const deltas = ['One', ' two', ' three', ' four.', ' Five', ' six'];
    // A few ms apart: each delta its own read, read while the reader waits.
    server.enqueue(say(deltas.join(''), { deltas, delayMs: 5 }));
    const batch = waitingUntil('.');
    const parts = await partsOf(batch);
    expect(texts(parts).join('')).toBe(deltas.join(''));
    // However the reads fell on a busy machine, nothing went on before the period.
    expect(texts(parts)[0]).toMatch(/^One two three four\./);
    // The rest waited for nothing but the finish, and went on before it.
    expect(parts.slice(-3).map((part) => part.type)).toEqual(['text-delta', 'finish', 'usage']);
    // Asked about all the text waiting each time, from the first delta on.
    expect(batch.asked[0]?.startsWith('One')).toBe(true);
    expect(batch.asked.every((text) => deltas.join('').startsWith(text) || text.startsWith(' '))).toBe(true);
  });

  it('hands waiting text on before a tool call', async () => {
    server.enqueue(
      callTools([{ name: 'lights', arguments: { on: true } }], {
        text: 'Let me check that',
        deltas: ['Let', ' me', ' check', ' that'],
        delayMs: 5,
      }),
    );
    const parts = await partsOf(waitingUntil('never'));
    expect(parts.map((part) => part.type).slice(0, 3)).toEqual(['text-delta', 'tool-call', 'finish']);
    expect(texts(parts)).toEqual(['Let me check that']);
  });

  it('hands waiting text on before the failure of a stream cut off', async () => {
    const deltas = ['Half', ' a', ' sentence'];
    server.enqueue(say(deltas.join(''), { deltas, delayMs: 5, interrupt: { afterEvents: 4, how: 'drop' } }));
    const parts: ModelPart[] = [];
    const request = { messages: [{ role: 'user' as const, content: 'hi' }], tools: [] };
    const failure = await (async () => {
      for await (const part of model.stream({ ...request, textBatch: waitingUntil('never') }))
        parts.push(part);
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModelError);
    expect(texts(parts).join('')).toBe('Half a sentence');
  });

  it('reads as before without a TextBatch: one part per read', async () => {
    const deltas = ['One', ' two', ' three'];
    server.enqueue(say(deltas.join(''), { deltas, delayMs: 5 }));
    expect(texts(await partsOf(undefined))).toEqual(deltas);
  });
});
