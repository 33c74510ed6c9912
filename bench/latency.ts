// What Hearth adds on the critical path of a spoken answer: for each chunk, the time it reaches a Wyoming
// client minus the time the scripted model had sent the text that makes that chunk certain; and the
// budget of a turn with one tool call against the simulated home.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createChunker } from '../src/speech/index.js';
import {
  callTools,
  say,
  startScriptedModel,
  type ScriptedModel,
  type SseWrite,
} from '../test/support/scripted-model.js';
import { startHearthProcess } from './hearth-process.js';
import { format, median, percentile } from './stats.js';
import { timedTurn } from './wyoming-timing.js';

const ANSWER =
  'The kitchen light is on at forty percent. The living room is at twenty-one degrees. ' +
  'Both bedroom windows are closed, and the front door is locked. The washing machine finished ' +
  'about twelve minutes ago. Tomorrow looks sunny with a high of eighteen degrees. Anything else?';
const TURNS = 40;
const TOOL_TURNS = 20;
/** A typical cloud model's time to first token, scripted, for the turn budget chart. */
const SCRIPTED_TTFT_MS = 300;

export interface TurnBudget {
  intakeMs: number;
  firstModelStepMs: number;
  toolMs: number;
  secondModelStepMs: number;
  deliveryMs: number;
  firstChunkMs: number;
  handledMs: number;
}

export interface LatencyResult {
  markdown: string;
  budget: TurnBudget;
}

type StreamChoice = { delta?: { content?: string | null }; finish_reason?: string | null };

/** The first choice of one SSE write, or undefined for [DONE]. */
function choiceOf(write: SseWrite): StreamChoice | undefined {
  if (write.data === '[DONE]') return undefined;
  return (JSON.parse(write.data) as { choices?: StreamChoice[] }).choices?.[0];
}

/**
 * For each chunk, when the model sent what made it certain: the delta that completes a sentence, and for
 * the tail the finish reason (the answer cannot go on after it), or [DONE] in a stream without one.
 */
function certaintyTimes(writes: readonly SseWrite[]): { text: string; at: number }[] {
  const chunker = createChunker({ language: 'en' });
  const result: { text: string; at: number }[] = [];
  let ended = false;
  for (const write of writes) {
    if (ended) break;
    const choice = choiceOf(write);
    for (const text of chunker.push(choice?.delta?.content ?? '')) result.push({ text, at: write.at });
    if (choice === undefined || typeof choice.finish_reason === 'string') {
      for (const text of chunker.end()) result.push({ text, at: write.at });
      ended = true;
    }
  }
  return result;
}

async function measureAddedLatency(
  model: ScriptedModel,
  port: number,
): Promise<{ first: number[]; all: number[]; last: number[] }> {
  const first: number[] = [];
  const all: number[] = [];
  const last: number[] = [];
  for (let turn = 0; turn < TURNS + 3; turn += 1) {
    model.enqueue(say(ANSWER, { delayMs: 8 }));
    const request = model.nextRequest();
    const timed = await timedTurn(port, `status report ${turn}`);
    const { index } = await request;
    const expected = certaintyTimes(model.writes.filter((write) => write.request === index));
    if (timed.chunks.length !== expected.length)
      throw new Error('chunk counts differ between Hearth and the replay');
    if (turn < 3) continue; // warm-up
    timed.chunks.forEach((chunk, position) => {
      const added = chunk.at - expected[position]!.at;
      all.push(added);
      if (position === 0) first.push(added);
      if (position === timed.chunks.length - 1) last.push(added);
    });
  }
  return { first, all, last };
}

async function measureToolTurn(model: ScriptedModel, port: number): Promise<TurnBudget[]> {
  const budgets: TurnBudget[] = [];
  for (let turn = 0; turn < TOOL_TURNS + 2; turn += 1) {
    const action = turn % 2 === 0 ? 'turn_on' : 'turn_off';
    model.enqueue(
      callTools([{ name: 'control', arguments: { action, targets: ['kitchen ceiling'], domain: 'light' } }], {
        firstDeltaDelayMs: SCRIPTED_TTFT_MS,
      }),
      say(`The kitchen light is ${action === 'turn_on' ? 'on' : 'off'} now. Anything else?`, {
        firstDeltaDelayMs: SCRIPTED_TTFT_MS,
        delayMs: 8,
      }),
    );
    const before = model.requests.length;
    const timed = await timedTurn(port, `switch the kitchen light ${turn}`, {
      conversation_id: `tool-${turn}`,
    });
    const [first, second] = model.requests.slice(before);
    if (first === undefined || second === undefined || timed.chunks.length === 0) {
      throw new Error('the tool turn did not make two model requests and speak');
    }
    const writesOf = (request: number): SseWrite[] =>
      model.writes.filter((write) => write.request === request);
    const firstDone = writesOf(first.index).at(-1)!.at;
    const firstSentenceAt = certaintyTimes(writesOf(second.index))[0]!.at;
    const handledAt = timed.events.find((timed) => timed.event.type === 'handled')!.at;
    if (turn < 2) continue;
    budgets.push({
      intakeMs: first.receivedAt - timed.sentAt,
      firstModelStepMs: firstDone - first.receivedAt,
      toolMs: second.receivedAt - firstDone,
      secondModelStepMs: firstSentenceAt - second.receivedAt,
      deliveryMs: timed.chunks[0]!.at - firstSentenceAt,
      firstChunkMs: timed.chunks[0]!.at - timed.sentAt,
      handledMs: handledAt - timed.sentAt,
    });
  }
  return budgets;
}

/**
 * The floor any two-process design pays: one streamed HTTP write on loopback until a plain node:http
 * reader in another event-loop turn sees it. A chunk crosses two such hops (model → Hearth → client).
 */
async function loopbackHop(model: ScriptedModel): Promise<number[]> {
  const body = JSON.stringify({ model: 'x', stream: true, messages: [{ role: 'user', content: 'hop' }] });
  const samples: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    model.enqueue(say(ANSWER, { delayMs: 8 }));
    const arrived = await new Promise<number[]>((done) => {
      const outgoing = request(
        `${model.url}/chat/completions`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          const times: number[] = [];
          response.on('data', () => times.push(performance.now()));
          response.on('end', () => done(times));
        },
      );
      outgoing.end(body);
    });
    const index = model.requests.at(-1)!.index;
    if (round < 3) continue;
    for (const write of model.writes.filter((entry) => entry.request === index).slice(1, -1)) {
      const seen = arrived.find((time) => time >= write.at);
      if (seen !== undefined) samples.push(seen - write.at);
    }
  }
  return samples;
}

/** The minimal reference server (bench/reference-server.ts) as its own process, on the same model. */
async function startReference(modelUrl: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'reference-server.ts'), modelUrl],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((done) => {
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', (line: string) => done((JSON.parse(line) as { port: number }).port));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

type Samples = { first: number[]; all: number[]; last: number[] };

function latencyRows(label: string, samples: Samples, reference: Samples | undefined): string[] {
  const cell = (values: number[]) =>
    `${format(median(values), 'ms')} | ${format(percentile(values, 95), 'ms')} | ${format(percentile(values, 99), 'ms')}`;
  const added = (key: keyof Samples) =>
    reference === undefined ? '–' : format(median(samples[key]) - median(reference[key]), 'ms');
  return [
    `| ${label}: first chunk | ${cell(samples.first)} | ${added('first')} |`,
    `| ${label}: last chunk | ${cell(samples.last)} | ${added('last')} |`,
    `| ${label}: every chunk (${samples.all.length}) | ${cell(samples.all)} | ${added('all')} |`,
  ];
}

function medianBudget(budgets: readonly TurnBudget[]): TurnBudget {
  const pick = (key: keyof TurnBudget): number => median(budgets.map((budget) => budget[key]));
  return {
    intakeMs: pick('intakeMs'),
    firstModelStepMs: pick('firstModelStepMs'),
    toolMs: pick('toolMs'),
    secondModelStepMs: pick('secondModelStepMs'),
    deliveryMs: pick('deliveryMs'),
    firstChunkMs: pick('firstChunkMs'),
    handledMs: pick('handledMs'),
  };
}

export async function runLatencyBench(): Promise<LatencyResult> {
  const model = await startScriptedModel();
  const baseline = process.env.BENCH_BASELINE;
  let before: Samples | undefined;
  if (baseline !== undefined) {
    const old = await startHearthProcess({ LLM_BASE_URL: model.url, LLM_MODEL: 'scripted' }, baseline);
    try {
      await old.waitForLog(/home model loaded/);
      before = await measureAddedLatency(model, old.port);
    } finally {
      await old.stop();
    }
  }
  const referenceServer = await startReference(model.url);
  let reference: Samples;
  try {
    reference = await measureAddedLatency(model, referenceServer.port);
  } finally {
    await referenceServer.stop();
  }
  const hearth = await startHearthProcess({ LLM_BASE_URL: model.url, LLM_MODEL: 'scripted' });
  try {
    await hearth.waitForLog(/home model loaded/);
    const hop = await loopbackHop(model);
    const samples = await measureAddedLatency(model, hearth.port);
    const budgets = await measureToolTurn(model, hearth.port);
    const budget = medianBudget(budgets);
    const p95 = (key: keyof TurnBudget): number =>
      percentile(
        budgets.map((entry) => entry[key]),
        95,
      );
    const markdown = [
      '## Added latency on the critical path',
      '',
      `Hearth runs as its own process (\`node dist/main.js\`, demo mode); the scripted OpenAI-compatible server and the`,
      `Wyoming client run in the benchmark process on loopback and share its clock. ${TURNS} turns of a six-sentence`,
      'answer streamed in word-sized deltas 8 ms apart. For each chunk: time it reached the client minus the time',
      'the model wrote the delta that made the chunk certain (the replayed chunker says which; for the tail, the',
      'finish reason, after which nothing more can be said: the reference server, too, ends its answer there).',
      '',
      '| measure | median | p95 | p99 | added vs reference (median) |',
      '|---|---:|---:|---:|---:|',
      ...latencyRows('minimal reference server', reference, undefined),
      ...(before === undefined ? [] : latencyRows('Hearth before (baseline build)', before, reference)),
      ...latencyRows('Hearth', samples, reference),
      `| reference: one loopback HTTP hop, no Hearth | ${format(median(hop), 'ms')} | ${format(percentile(hop, 95), 'ms')} | ${format(percentile(hop, 99), 'ms')} | – |`,
      '',
      'The minimal reference server (`bench/reference-server.ts`, its own process) reads the same model stream',
      'with a plain line split, runs the same chunker and writes the same Wyoming events: no prompt, tools,',
      'history or validation. "Added" is the median of Hearth minus the median of the reference, measured in',
      'this run with the same client. Goal: ≤ 0.3 ms for the first, the last and every chunk.',
      '',
      `### A turn with one tool call (${TOOL_TURNS} turns)`,
      '',
      `"Switch the kitchen light": the scripted model answers each request after ${SCRIPTED_TTFT_MS} ms (a typical cloud`,
      "model's time to first token) with a `control` call, then with a two-sentence answer. The tool acts on the",
      'simulated home over its WebSocket and waits for the state change before it reports.',
      '',
      '| part of the turn | median | p95 |',
      '|---|---:|---:|',
      `| transcript → first model request (Wyoming, prompt, history) | ${format(budget.intakeMs, 'ms')} | ${format(p95('intakeMs'), 'ms')} |`,
      `| model step 1: the tool call (scripted) | ${format(budget.firstModelStepMs, 'ms')} | ${format(p95('firstModelStepMs'), 'ms')} |`,
      `| tool: call, state change confirmed, next request sent | ${format(budget.toolMs, 'ms')} | ${format(p95('toolMs'), 'ms')} |`,
      `| model step 2 until its first sentence (scripted) | ${format(budget.secondModelStepMs, 'ms')} | ${format(p95('secondModelStepMs'), 'ms')} |`,
      `| first sentence → first chunk at the client (chunker, Wyoming) | ${format(budget.deliveryMs, 'ms')} | ${format(p95('deliveryMs'), 'ms')} |`,
      `| **time to first chunk** | **${format(budget.firstChunkMs, 'ms')}** | ${format(p95('firstChunkMs'), 'ms')} |`,
      `| time to \`handled\` | ${format(budget.handledMs, 'ms')} | ${format(p95('handledMs'), 'ms')} |`,
      '',
    ].join('\n');
    return { markdown, budget };
  } finally {
    await hearth.stop();
    await model.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log((await runLatencyBench()).markdown);
}
