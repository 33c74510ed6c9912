// The model at home: what a local server re-reads of each request, and what that does to the first
// audio. Hearth runs as its own process (this build, and with BENCH_BASELINE=<another build's
// dist/main.js> that build too) against a scripted model that charges each request for the tokens its
// one-slot prefix cache does not hold (prompt-reading.ts). Three figures: the fixed part (system message
// + tool block) of the sample home; the uncached tokens of each request in a day of turns; and first
// audio through HA's pipeline (early speech, Hearth voice) for a new conversation and a follow-up on
// three hardware classes. The wall clock of each Hearth process moves 7 minutes between the day's
// conversations (shift-clock.js), as spoken turns do.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HaPipeline, type PipelineRun } from '../src/cli/ha-pipeline.js';
import { renderChat, tokensOf } from '../test/support/render-chat.js';
import {
  callTools,
  say,
  startScriptedModel,
  type ChatCompletionBody,
  type ReplyStep,
  type ScriptedModel,
} from '../test/support/scripted-model.js';
import { startScriptedPiper } from '../test/support/scripted-piper.js';
import { startHearthProcess, type HearthProcess } from './hearth-process.js';
import { DAY, type DayTurn } from './local-model-day.js';
import { renderLocalModelChart } from './local-model-chart.js';
import { HARDWARE, OneSlotCache, paced, type HardwareClass } from './prompt-reading.js';
import { format, median } from './stats.js';

const SHIFT_CLOCK = ['--import', pathToFileURL(join(import.meta.dirname, 'shift-clock.js')).href];
const QUIET_ENV = { LLM_MODEL: 'scripted', HEARTH_STARTUP_CHECK: '0', TURN_TIMEOUT_S: '290' };

interface Build {
  label: string;
  main: string | undefined;
}

interface FixedPart {
  system: number;
  toolsJson: number;
  tools: number;
  rendered: number;
}

/** The day's first request finds the server's cache empty (Hearth's own warm-up is another matter). */
type RequestKind = 'first of the day' | 'new conversation' | 'follow-up' | 'tool step';

interface DayRequest {
  kind: RequestKind;
  question: number;
  uncached: number;
  prompt: number;
}

export interface FirstAudio {
  newConversationMs: number;
  followUpMs: number;
  /** What was spoken instead of the scripted answer (an apology), if the turn failed. */
  newFailed?: string;
  followUpFailed?: string;
  newUncached: number;
  followUpUncached: number;
}

export interface LocalModelResult {
  markdown: string;
  chart: string;
}

/** Background requests (the memory extraction) carry no tools: answered, not charged, cache untouched. */
const isBackground = (body: ChatCompletionBody): boolean => (body.tools ?? []).length === 0;
/**
 * Hearth's own prefix warm-up (a one-token answer to the fixed part): read like any request, so the cache
 * holds what it sent, but not counted as a question's and not given a scripted answer.
 */
const isWarmUp = (body: ChatCompletionBody): boolean =>
  body.max_tokens === 1 || body.max_completion_tokens === 1;

function fixedPartOf(body: ChatCompletionBody): FixedPart {
  const system = body.messages![0]!;
  const rendered = renderChat('Qwen-Qwen2.5-7B-Instruct', {
    ...body,
    messages: [system, { role: 'user', content: '\u0000' }],
  });
  return {
    system: tokensOf(system.content ?? ''),
    toolsJson: tokensOf(JSON.stringify(body.tools ?? [])),
    tools: (body.tools ?? []).length,
    rendered: tokensOf(rendered.slice(0, rendered.indexOf('\u0000'))),
  };
}

async function moveClock(hearth: HearthProcess): Promise<void> {
  process.kill(hearth.pid, 'SIGUSR2');
  await new Promise((done) => setTimeout(done, 60));
}

/** A day of turns, back to back, every request charged by one cache: what each one re-reads. */
async function runDay(
  model: ScriptedModel,
  build: Build,
): Promise<{ requests: DayRequest[]; fixed: FixedPart }> {
  const hearth = await startHearthProcess({ ...QUIET_ENV, LLM_BASE_URL: model.url }, build.main, SHIFT_CLOCK);
  const cache = new OneSlotCache();
  const requests: DayRequest[] = [];
  let fixed: FixedPart | undefined;
  let turn: DayTurn | undefined;
  let steps: ReplyStep[] = [];
  let stepOfTurn = 0;
  model.setFallback((request) => {
    if (isBackground(request.body)) return say('{"memories":[]}');
    if (isWarmUp(request.body)) {
      cache.read(request.body);
      return say('Hi');
    }
    fixed ??= fixedPartOf(request.body);
    const reading = cache.read(request.body);
    const kind: RequestKind =
      requests.length === 0
        ? 'first of the day'
        : stepOfTurn > 0
          ? 'tool step'
          : turn?.followUp === true
            ? 'follow-up'
            : 'new conversation';
    requests.push({
      kind,
      question: tokensOf(turn?.text ?? ''),
      uncached: reading.uncachedTokens,
      prompt: reading.promptTokens,
    });
    stepOfTurn += 1;
    const step = steps.shift() ?? say('Okay.');
    cache.wrote(step.text);
    return step;
  });
  try {
    await hearth.waitForLog(/home model loaded/);
    const port = hearth.port;
    for (const next of DAY) {
      if (!next.followUp) await moveClock(hearth);
      turn = next;
      stepOfTurn = 0;
      steps = [...next.calls.map((call) => callTools([call])), say(next.answer)];
      const pipeline = new HaPipeline({
        conversation: { host: '127.0.0.1', port },
        tts: { host: '127.0.0.1', port, streaming: false },
      });
      await pipeline.converse(next.text, { conversation_id: next.conversation, device_id: next.device });
    }
  } finally {
    await hearth.stop();
  }
  return { requests, fixed: fixed! };
}

const SPOKEN = {
  text: 'what time is it',
  answer: 'It is a quarter past eight. Anything else?',
  followUp: 'and when does the sun set',
  followUpAnswer: 'The sun sets at four thirty-eight. Anything else?',
};

/** First audio for a new conversation (another room, minutes after the previous one) and its follow-up. */
async function runFirstAudio(
  model: ScriptedModel,
  build: Build,
  hardware: HardwareClass,
): Promise<FirstAudio> {
  const piper = await startScriptedPiper({
    realTimeFactor: 0.05,
    sentenceOverheadMs: 25,
    msPerCharacter: 60,
  });
  const hearth = await startHearthProcess(
    { ...QUIET_ENV, LLM_BASE_URL: model.url, TTS_UPSTREAM: piper.uri },
    build.main,
    SHIFT_CLOCK,
  );
  const cache = new OneSlotCache();
  let charged = false;
  const readings: number[] = [];
  let answer = 'Hello.';
  model.setFallback((request) => {
    if (isBackground(request.body)) return say('{"memories":[]}');
    if (isWarmUp(request.body)) {
      cache.read(request.body);
      return say('Hi');
    }
    const reading = cache.read(request.body);
    cache.wrote(answer);
    if (!charged) return say(answer);
    readings.push(reading.uncachedTokens);
    return paced(say(answer), hardware, reading.uncachedTokens);
  });
  try {
    await hearth.waitForLog(/home model loaded/);
    const address = { host: '127.0.0.1', port: hearth.port };
    const pipeline = (): HaPipeline =>
      new HaPipeline({ conversation: address, tts: { ...address, streaming: true }, timeoutMs: 300_000 });
    const bedroom = { satellite_id: 'assist_satellite.bedroom_voice', device_id: 'satellite_bedroom' };
    // Not measured: the bedroom satellite proves it speaks through the Hearth voice, then the kitchen asks
    // something, which leaves the server's cache holding the kitchen's request.
    await pipeline().run('hello', { ...bedroom, conversation_id: 'prove' });
    await pipeline().run('good morning', { conversation_id: 'kitchen', device_id: 'satellite_kitchen' });
    await moveClock(hearth);
    charged = true;
    answer = SPOKEN.answer;
    const first = await pipeline().run(SPOKEN.text, { ...bedroom, conversation_id: 'evening' });
    answer = SPOKEN.followUpAnswer;
    const second = await pipeline().run(SPOKEN.followUp, { ...bedroom, conversation_id: 'evening' });
    // With early speech `handled` carries the first sentence (and the hand-off's invisible mark).
    const failed = (run: PipelineRun, expected: string): string | undefined =>
      run.conversation.text.startsWith(expected.slice(0, expected.indexOf('.') + 1))
        ? undefined
        : run.conversation.text;
    const firstFailed = failed(first, SPOKEN.answer);
    const secondFailed = failed(second, SPOKEN.followUpAnswer);
    return {
      ...(firstFailed === undefined ? {} : { newFailed: firstFailed }),
      ...(secondFailed === undefined ? {} : { followUpFailed: secondFailed }),
      newConversationMs: first.firstAudioMs ?? Number.NaN,
      followUpMs: second.firstAudioMs ?? Number.NaN,
      newUncached: readings[0] ?? Number.NaN,
      followUpUncached: readings[1] ?? Number.NaN,
    };
  } finally {
    await hearth.stop();
    await piper.close();
  }
}

function dayRows(label: string, requests: DayRequest[]): string[] {
  const kinds: RequestKind[] = ['first of the day', 'new conversation', 'follow-up', 'tool step'];
  return kinds.map((kind) => {
    const of = requests.filter((request) => request.kind === kind);
    const uncached = of.map((request) => request.uncached);
    const overQuestion = Math.max(...of.map((request) => request.uncached - request.question));
    const mean = uncached.reduce((sum, value) => sum + value, 0) / Math.max(1, uncached.length);
    return `| ${label} | ${kind} | ${of.length} | ${format(median(uncached))} | ${format(mean)} | ${format(Math.max(...uncached))} | ${format(overQuestion)} |`;
  });
}

export async function runLocalModelBench(): Promise<LocalModelResult> {
  const baseline = process.env.BENCH_BASELINE;
  const builds: Build[] = [
    ...(baseline === undefined ? [] : [{ label: 'before (baseline build)', main: baseline }]),
    { label: 'this build', main: undefined },
  ];
  const model = await startScriptedModel();
  const days = new Map<string, { requests: DayRequest[]; fixed: FixedPart }>();
  const audio = new Map<string, Map<string, FirstAudio>>();
  try {
    for (const build of builds) days.set(build.label, await runDay(model, build));
    for (const hardware of HARDWARE) {
      for (const build of builds) {
        const byClass = audio.get(build.label) ?? new Map<string, FirstAudio>();
        byClass.set(hardware.name, await runFirstAudio(model, build, hardware));
        audio.set(build.label, byClass);
      }
    }
  } finally {
    await model.close();
  }
  const after = audio.get('this build')!;
  const gap = after.get('mid-range GPU')!.newConversationMs - after.get('cloud')!.newConversationMs;
  const dayAfter = days.get('this build')!;
  const worstNew = Math.max(
    ...dayAfter.requests
      .filter((request) => request.kind === 'new conversation')
      .map((request) => request.uncached - request.question),
  );
  const markdown = [
    '## The model at home: prompt reading and first audio',
    '',
    'A local server (llama.cpp, Ollama, vLLM, LM Studio) keeps its previous request and re-reads only what',
    'follows the longest common prefix. The scripted model here renders each request through the Qwen2.5',
    'chat template (system message, tool block, conversation), counts o200k tokens, keeps one slot, and',
    `waits for the uncached tokens at the rate of a hardware class before it answers: ${HARDWARE.map((hardware) => `${hardware.name} ${format(hardware.prefillPerSecond)} tokens/s reading, ${hardware.decodePerSecond} tokens/s writing${hardware.latencyMs > 0 ? `, ${hardware.latencyMs} ms round trip` : ''}`).join('; ')}.`,
    'Hearth runs as its own process in demo mode (the sample home); its wall clock moves 7 minutes before',
    'each new conversation. The memory extraction at idle is answered but not charged; a build that warms',
    "the server's cache (a one-token request with the fixed part) has those requests read into the cache,",
    'not counted.',
    '',
    '### Fixed part (system message + tools), sample home',
    '',
    '| build | tools | system message | tool schemas (compact JSON) | fixed part as the template renders it |',
    '|---|---:|---:|---:|---:|',
    ...builds.map(({ label }) => {
      const fixed = days.get(label)!.fixed;
      return `| ${label} | ${fixed.tools} | ${format(fixed.system)} | ${format(fixed.toolsJson)} | **${format(fixed.rendered)}** |`;
    }),
    '',
    `### Uncached tokens per request, a day of ${DAY.length} turns`,
    '',
    "First of the day: the day's first request, which finds the cache empty. New conversation: the first",
    "request of a conversation (another room, minutes after the previous one); follow-up: a later turn's first",
    'request; tool step: a request after tool results. Last column: the most a request re-read beyond its',
    'own question.',
    '',
    '| build | request | count | median | mean | max | max beyond the question |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...builds.flatMap(({ label }) => dayRows(label, days.get(label)!.requests)),
    '',
    '### First audio per hardware class',
    '',
    '![First audio per hardware class](local-model-first-audio.svg)',
    '',
    'Through the HA-like pipeline with early speech (a proven satellite, the Hearth voice over a Piper-like',
    'upstream): a new conversation from the bedroom minutes after a kitchen turn, then its follow-up. A turn',
    'that failed says what was spoken instead: Hearth gives up on a model that sends nothing for 60 s.',
    '',
    '| build | hardware | new conversation: uncached tokens | first audio | follow-up: uncached tokens | first audio |',
    '|---|---|---:|---:|---:|---:|',
    ...builds.flatMap(({ label }) =>
      HARDWARE.map(({ name }) => {
        const figures = audio.get(label)!.get(name)!;
        const note = (spoken: string | undefined): string =>
          spoken === undefined ? '' : ` (failed, spoken: "${spoken}")`;
        return `| ${label} | ${name} | ${format(figures.newUncached)} | **${format(figures.newConversationMs, 'ms')}**${note(figures.newFailed)} | ${format(figures.followUpUncached)} | ${format(figures.followUpMs, 'ms')}${note(figures.followUpFailed)} |`;
      }),
    ),
    '',
    '| goal | measured | target |',
    '|---|---|---|',
    `| a new conversation re-reads at most its question + 150 tokens | question + ${format(worstNew)} at most | ≤ 150 |`,
    `| fixed part, sample home | ${format(dayAfter.fixed.rendered)} tokens | ≤ 2,500 |`,
    `| first audio, new conversation: mid-range GPU − cloud | ${format(gap, 'ms')} | ≤ 1,500 ms |`,
    '',
  ].join('\n');
  return {
    markdown,
    chart: renderLocalModelChart(
      builds.map(({ label }) => label),
      audio,
    ),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runLocalModelBench();
  writeFileSync(join(import.meta.dirname, 'local-model-first-audio.svg'), result.chart);
  console.log(result.markdown);
}
