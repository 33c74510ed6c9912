// Text batching (issue 27): text that can complete no chunk waits at the model's reader and climbs the layers
// joined to what follows, and no chunk comes a read later for it. Every example of the chunker's own tests
// (src/speech/chunker-cases.ts: spec/chunking-rules.json rule by rule) and random texts made of the rules'
// hazards go through a real turn (the scripted server's SSE → the OpenAI reader and the model's habits → the
// tool loop and the assistant → runTurn's chunker), sliced word by word, per code point and at random, in
// lockstep with the reader: each SSE event is written only once the one before was read and handled. Each
// chunk must come at the same event with batching as without it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant, HistoryStore, type Assistant, type ReadPace } from '../src/agent/index.js';
import { runTurn } from '../src/conversation/run-turn.js';
import { createOpenAIChatModel, type ChatModel, type TextBatch } from '../src/llm/index.js';
import { CLEANUP_CASES } from '../src/speech/chunker-cases.js';
import { SENTENCE_CASES } from '../src/speech/chunker-sentence-cases.js';
import { seededRandom, sliceText } from '../src/speech/run-sliced.js';
import type { Toolbox } from '../src/tools/index.js';
import { say, splitText, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

/** off: no batching (as before); on: the turn's own; naive: a stateless guess, to show the test can fail. */
type Mode = 'off' | 'on' | 'naive';

/** A delta "can end a sentence" if it has punctuation or a line break: wrong for the look-ahead R5/R6 need. */
const NAIVE: TextBatch = { mayWait: (text) => !/[.!?…。！？｡।॥؟۔\n\r]/u.test(text) };

interface Run {
  /** Each chunk with the SSE event it came at (1…n: the text deltas, n + 1: the finish). */
  chunks: { text: string; event: number }[];
  outcome: string;
  /** Text parts the assistant's model handed up. */
  parts: number;
}

let server: ScriptedModel;
let dir: string;
let history: HistoryStore;
let assistant: Assistant;
let mode: Mode = 'on';
let parts = 0;

const toolbox: Toolbox = {
  tools: () => [],
  homeIndex: () => 'Areas: Kitchen.',
  locate: () => undefined,
  status: () => 'ready',
};

/** The model as the assistant sees it, with the turn's batching kept, removed or replaced by NAIVE. */
function switched(model: ChatModel): ChatModel {
  return {
    name: model.name,
    async *stream(request) {
      const { textBatch, ...rest } = request;
      const batch = mode === 'on' ? textBatch : mode === 'naive' ? NAIVE : undefined;
      for await (const part of model.stream(batch === undefined ? rest : { ...rest, textBatch: batch })) {
        if (part.type === 'text-delta') parts += 1;
        yield part;
      }
    },
  };
}

beforeAll(async () => {
  server = await startScriptedModel();
  dir = await mkdtemp(join(tmpdir(), 'hearth-batching-'));
  history = await HistoryStore.open({ dir, maxTurns: 2, maxTokens: 4_000, idleMs: 60_000, writeDelayMs: 5 });
  const model = createOpenAIChatModel({
    baseUrl: server.url,
    model: 'm',
    temperature: 0,
    maxTokens: 500,
    retryDelayMs: 0,
  });
  assistant = createAssistant({ model: switched(model), toolbox, history });
});

afterAll(async () => {
  await history.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** One turn whose answer is `deltas`, written in lockstep with the reader. */
async function run(deltas: readonly string[], language: string | undefined, runMode: Mode): Promise<Run> {
  mode = runMode;
  parts = 0;
  let reads = 0;
  let event = 0;
  let waiting: { reads: number; release: () => void } | undefined;
  // Asked by the reader after each read of text: the lockstep's clock (it never holds a read).
  const readPace: ReadPace = {
    nextReadDelayMs() {
      reads += 1;
      if (waiting !== undefined && reads >= waiting.reads) {
        const { release } = waiting;
        waiting = undefined;
        // After the microtasks: the read's parts have gone through the turn by then.
        setImmediate(release);
      }
      return 0;
    },
  };
  const last = deltas.length + 1;
  const gate = async (position: number): Promise<void> => {
    if (position >= 2 && position <= last) {
      await new Promise<void>((release) => {
        if (reads >= position - 1) setImmediate(release);
        else waiting = { reads: position - 1, release };
      });
    }
    if (position <= last) event = position;
  };
  server.enqueue(say(deltas.join(''), { deltas, gate }));
  const result: Run = { chunks: [], outcome: '', parts: 0 };
  for await (const turnEvent of runTurn({
    assistant,
    text: 'go on',
    language: language ?? '',
    signal: new AbortController().signal,
    timeoutMs: 20_000,
    readPace,
  })) {
    if (turnEvent.type === 'chunk') result.chunks.push({ text: turnEvent.text, event });
    else result.outcome = turnEvent.outcome;
  }
  result.parts = parts;
  return result;
}

/** Word-sized (as a tokenizer), one code point each, and two seeded random slicings of 1–7 code points. */
function slicings(text: string): { name: string; deltas: string[] }[] {
  const random = seededRandom(text.length + 1);
  return [
    { name: 'word-sized', deltas: splitText(text) },
    { name: 'per code point', deltas: [...text] },
    { name: 'random', deltas: sliceText(text, random) },
    { name: 'random, again', deltas: sliceText(text, random) },
  ];
}

/** Texts made of the rules' hazards, joined by spaces and line breaks, as chunker-properties.test.ts does. */
const HAZARDS = [
  'The light is on.',
  'Dr. Smith',
  'etc.',
  'U.S.',
  'at 10 a.m.',
  'It is 3.5 degrees.',
  '10:30',
  'J. A. Smith',
  "It's",
  'Then',
  'however',
  ' **bold** ',
  ' `code` ',
  ' <https://x.y> ',
  '👍🏽',
  '1️⃣',
  '今日は晴れです。',
  '「はい」と言った。',
  'Он сказал: «Да».',
  'क्या हुआ?',
  '¿Qué tal?',
  '…',
  '"Quoted."',
  '(Aside.)',
  'word, word; word: word',
  'word – word',
];

function hazardText(seed: number): string {
  const random = seededRandom(seed);
  let text = '';
  const length = 8 + Math.floor(random() * 30);
  for (let index = 0; index < length; index += 1) {
    const piece = HAZARDS[Math.floor(random() * HAZARDS.length)] ?? '';
    const gap = random();
    text += piece + (gap < 0.08 ? '\n' : gap < 0.6 ? ' ' : '');
  }
  return text;
}

/** What the layers between the reader and the chunker hold or change: reasoning, calls as text, markup, widths. */
const EXTRA_TEXTS = [
  `${'1 2 3 4 5 6 7 8 9 '.repeat(8)}done`,
  `${'12 '.repeat(45)}and more`,
  `The number ${'7'.repeat(130)} is long.`,
  'The light <think>hmm. ok</think>is on. It is warm.',
  '<think>Checking. The user asks.</think>\n\nThe light is on. It is warm.',
  '{"note": "not a call"} The light is on. It is warm.',
  'Sure. ```\nls -la\n``` Done here. All good.',
  'It is **very** warm today. The *window* is open, and the [door](http://x.y) is shut. Ok.',
  'Lights: `on`. Fans: ~~off~~ on. Done.',
];

const totals = { off: 0, on: 0 };

async function expectSameChunks(text: string, language: string | undefined): Promise<void> {
  for (const { name, deltas } of slicings(text)) {
    const before = await run(deltas, language, 'off');
    const batched = await run(deltas, language, 'on');
    expect(batched.chunks, name).toEqual(before.chunks);
    expect(batched.outcome, name).toBe(before.outcome);
    expect(batched.parts, name).toBeLessThanOrEqual(before.parts);
    totals.off += before.parts;
    totals.on += batched.parts;
  }
}

describe('text batching keeps every chunk at the read it came at', () => {
  for (const { title, cases } of [...CLEANUP_CASES, ...SENTENCE_CASES]) {
    it(`the chunker's examples: ${title}`, { timeout: 120_000 }, async () => {
      for (const { text, language } of cases) await expectSameChunks(text, language);
    });
  }

  it(
    'random texts of the rules’ hazards, in English, German, French and generic rules',
    { timeout: 120_000 },
    async () => {
      for (const [index, language] of ['en', 'de', 'fr', undefined, 'en', 'ja'].entries()) {
        await expectSameChunks(hazardText(index + 1), language);
      }
    },
  );

  it(
    'texts the reasoning filter, calls as text, markup and long lines hold or change',
    { timeout: 120_000 },
    async () => {
      for (const text of EXTRA_TEXTS) await expectSameChunks(text, 'en');
    },
  );

  it('hands fewer parts up the layers', () => {
    // Word-sized answers of several sentences wait between most of their words.
    expect(totals.on).toBeLessThan(totals.off * 0.8);
  });

  it('catches a predicate that lets the character after a sentence wait (the comparison can fail)', async () => {
    const deltas = ['The kitchen lights are on.', ' ', 'They', ' were', ' left', ' on.'];
    const before = await run(deltas, 'en', 'off');
    const naive = await run(deltas, 'en', 'naive');
    const batched = await run(deltas, 'en', 'on');
    expect(before.chunks).toEqual([
      { text: 'The kitchen lights are on.', event: 3 },
      { text: 'They were left on.', event: 7 },
    ]);
    expect(batched.chunks).toEqual(before.chunks);
    expect(naive.chunks).not.toEqual(before.chunks);
  });
});
