import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callTools,
  say,
  startScriptedModel,
  type ScriptedModel,
} from '../../../test/support/scripted-model.js';
import type { ChatModel, ModelPart, ReadPace } from '../chat-model.js';
import { ModelError } from '../model-error.js';
import { createOpenAIChatModel } from './openai-chat-model.js';
import { MAX_READ_HOLD_MS } from './wire-stream.js';

let server: ScriptedModel;
let model: ChatModel;

beforeEach(async () => {
  server = await startScriptedModel();
  model = createOpenAIChatModel({
    baseUrl: server.url,
    model: 'test-model',
    temperature: 0.2,
    maxTokens: 100,
    timeoutMs: 2_000,
    retryDelayMs: 0,
  });
});

afterEach(async () => {
  await server.close();
});

const WORDS = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
/** On a shared, busy machine a timer or a read may run late by this much. */
const SLACK_MS = 150;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const holding = (delayMs: number): ReadPace & { asked: number } => ({
  asked: 0,
  nextReadDelayMs() {
    this.asked += 1;
    return delayMs;
  },
});

interface Arrival {
  part: ModelPart;
  at: number;
}

async function arrivals(readPace?: ReadPace, signal?: AbortSignal): Promise<Arrival[]> {
  const all: Arrival[] = [];
  const request = {
    messages: [{ role: 'user' as const, content: 'hi' }],
    tools: [],
    ...(readPace === undefined ? {} : { readPace }),
    ...(signal === undefined ? {} : { signal }),
  };
  for await (const part of model.stream(request)) all.push({ part, at: performance.now() });
  return all;
}

/**
 * How many socket reads brought the text: the parts of one read reach the reader in the same turn of the
 * event loop (within a millisecond), while reads are at least a few ms apart here.
 */
function readsOf(received: readonly Arrival[]): number {
  const times = received.filter(({ part }) => part.type === 'text-delta').map(({ at }) => at);
  return times.filter((at, index) => index === 0 || at - times[index - 1]! > 3).length;
}

/** For each delta the server wrote: how long after the write the reader had its text. */
function lags(received: readonly Arrival[], request = 0): number[] {
  const texts = received.filter(({ part }) => part.type === 'text-delta');
  let had = 0;
  const ends = texts.map(({ part, at }) => {
    had += part.type === 'text-delta' ? part.text.length : 0;
    return { length: had, at };
  });
  let written = 0;
  const result: number[] = [];
  for (const write of server.writes.filter((each) => each.request === request)) {
    const content = /"content":"([^"]*)"/.exec(write.data)?.[1];
    if (content === undefined || content === '') continue;
    written += content.length;
    const reached = ends.find(({ length }) => length >= written);
    result.push((reached?.at ?? Number.POSITIVE_INFINITY) - write.at);
  }
  return result;
}

describe('reading an answer at a pace (ReadPace)', () => {
  it('gathers tokens into fewer reads, each within the hold of its last token', async () => {
    server.enqueue(
      say(WORDS, { chunkSize: [6, 7], delayMs: 8 }),
      say(WORDS, { chunkSize: [6, 7], delayMs: 8 }),
    );
    const eager = await arrivals();
    const eagerLags = lags(eager);
    const paced = await arrivals(holding(40));
    const pacedLags = lags(paced, 1);

    const text = (received: readonly Arrival[]): string =>
      received.map(({ part }) => (part.type === 'text-delta' ? part.text : '')).join('');
    expect(text(paced)).toBe(text(eager));
    // ~40 tokens 8 ms apart: read at once, nearly one read each; held 40 ms, about one read in five.
    expect(readsOf(paced)).toBeLessThan(readsOf(eager) / 2);
    expect(eagerLags.length).toBeGreaterThan(30);
    // Each token within the hold of its write: half of them well inside it, and none past it by more than a
    // busy machine's late timer.
    expect(median(pacedLags)).toBeLessThan(40 + 30);
    expect(Math.max(...pacedLags)).toBeLessThan(40 + SLACK_MS);
    expect(paced.map(({ part }) => part)).toContainEqual({ type: 'finish', reason: 'stop' });
  });

  it('never holds more than its own bound, whatever the pace asks', async () => {
    server.enqueue(say(WORDS, { chunkSize: 10, delayMs: 5 }));
    const received = await arrivals(holding(60_000));
    expect(Math.max(...lags(received))).toBeLessThan(MAX_READ_HOLD_MS + SLACK_MS);
  });

  it('reads at once before the first text and once a tool call began', async () => {
    const pace = holding(40);
    server.enqueue(
      callTools([{ name: 'get_weather', arguments: '{"city":"Oslo"}' }], { chunkSize: 4, delayMs: 5 }),
    );
    const received = await arrivals(pace);
    expect(received.map(({ part }) => part.type)).toEqual(['tool-call', 'finish', 'usage']);
    expect(pace.asked).toBe(0);
  });

  it('ends at once when aborted while a read is held', async () => {
    server.enqueue(say(WORDS, { chunkSize: 6, delayMs: 10 }));
    const controller = new AbortController();
    let heldAt: number | undefined;
    const pace: ReadPace = {
      nextReadDelayMs() {
        heldAt ??= performance.now();
        return MAX_READ_HOLD_MS;
      },
    };
    const aborted = server.nextAbort();
    const parts = model.stream({
      messages: [{ role: 'user', content: 'hi' }],
      tools: [],
      readPace: pace,
      signal: controller.signal,
    });
    const iterator = parts[Symbol.asyncIterator]();
    await iterator.next();
    // Wait until the socket is held, then abort.
    while (heldAt === undefined) await new Promise((done) => setTimeout(done, 1));
    controller.abort();
    let error: unknown;
    let texts = 0;
    let settled = false;
    const drained = (async () => {
      try {
        for (;;) {
          const next = await iterator.next();
          if (next.done === true) break;
          if (next.value.type === 'text-delta') texts += 1;
        }
      } catch (failure) {
        error = failure;
      } finally {
        settled = true;
      }
    })();
    // At once: within a few turns of the event loop, with no timer between (the held read's release is one).
    for (let turn = 0; turn < 20 && !settled; turn += 1) await new Promise((done) => setImmediate(done));
    expect(settled).toBe(true);
    await drained;
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).code).toBe('aborted');
    // Nothing read after the abort came through (at most what the read before the hold had queued).
    expect(texts).toBeLessThanOrEqual(1);
    await aborted;
  });

  it('does not look like a stalled server to the request deadline', async () => {
    const strict = createOpenAIChatModel({
      baseUrl: server.url,
      model: 'test-model',
      temperature: 0.2,
      maxTokens: 100,
      timeoutMs: 120,
      retryDelayMs: 0,
    });
    // Held 100 ms (the adapter's bound) with 25 ms between tokens, the watch would see 125 ms of silence.
    server.enqueue(say(WORDS, { chunkSize: 6, delayMs: 25 }));
    let text = '';
    for await (const part of strict.stream({
      messages: [{ role: 'user', content: 'hi' }],
      tools: [],
      readPace: holding(60_000),
    }))
      if (part.type === 'text-delta') text += part.text;
    expect(text).toBe(WORDS);
  });
});
