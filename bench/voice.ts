// Time to first audio for three ways of speaking one answer, in one run: stock (HA's TTS stage calls
// Piper directly after the whole `handled`), pre-synthesis (HA's TTS is the Hearth voice) and early
// speech (a proven satellite: `handled` at the first sentence). A realistic local model (≈400 ms to
// the first token, ≈20 tokens/s, ten sentences) and a Piper-like upstream; plus what pass-through adds
// per audio chunk. Hearth runs as its own process, as in production.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HaPipeline, type PipelineRun } from '../src/cli/ha-pipeline.js';
import { createChunker } from '../src/speech/index.js';
import { decodeSentences } from '../test/support/pcm-text.js';
import {
  say,
  startScriptedModel,
  type ScriptedModel,
  type SseWrite,
} from '../test/support/scripted-model.js';
import { splitSentences, startScriptedPiper, type ScriptedPiper } from '../test/support/scripted-piper.js';
import { startHearthProcess } from './hearth-process.js';
import { format, median } from './stats.js';

export const VOICE_ANSWER = [
  "Sure, here's your evening.",
  'The living room lights are dimmed to thirty percent.',
  'The blinds in the living room and the kitchen are closed.',
  'The thermostat is set to twenty-one degrees for the night.',
  'The front door is locked and the garage door is closed.',
  'The dishwasher will start at eleven, when power is cheaper.',
  'Your alarm is set for seven tomorrow morning.',
  'Tomorrow looks dry, with a high of sixteen degrees.',
  'The bins go out on Thursday this week.',
  'Sleep well!',
].join(' ');
const RUNS = 3;
/** ≈20 tokens per second at ≈4 characters per token. */
const MODEL = { firstDeltaDelayMs: 400, delayMs: 50, chunkSize: 4 } as const;
const PIPER = { realTimeFactor: 0.05, sentenceOverheadMs: 25, msPerCharacter: 60 } as const;

type Flow = 'stock' | 'pre-synthesis' | 'early speech';

interface FlowSample {
  handledMs: number;
  firstAudioMs: number;
  maxGapMs: number;
  correct: boolean;
  /** Early speech only: first audio minus (first chunk certain + its synthesis at the upstream). */
  overheadMs?: number;
  /** Early speech only: `handled` minus the moment the first chunk was certain at the model. */
  handoffLagMs?: number;
}

export interface VoiceBenchResult {
  markdown: string;
  chart: string;
  medians: Record<Flow, { handledMs: number; firstAudioMs: number; maxGapMs: number }>;
}

/** The longest silence after playback began, if audio plays as soon as it arrives. */
function maxGap(run: PipelineRun): number {
  const audioFormat = run.speech.format;
  if (audioFormat === undefined || run.speech.chunks.length === 0) return Number.NaN;
  const bytesPerMs = (audioFormat.rate * audioFormat.width * audioFormat.channels) / 1000;
  let playhead = run.speech.chunks[0]!.at;
  let worst = 0;
  for (const chunk of run.speech.chunks) {
    if (chunk.at > playhead) {
      worst = Math.max(worst, chunk.at - playhead);
      playhead = chunk.at;
    }
    playhead += chunk.payload.length / bytesPerMs;
  }
  return worst;
}

/** When the model had sent the text that made the first chunk certain. */
function firstChunkCertainAt(writes: readonly SseWrite[], since: number): number | undefined {
  const chunker = createChunker({ language: 'en' });
  for (const write of writes) {
    if (write.at < since || write.data === '[DONE]') continue;
    const parsed = JSON.parse(write.data) as { choices?: { delta?: { content?: string | null } }[] };
    if (chunker.push(parsed.choices?.[0]?.delta?.content ?? '').length > 0) return write.at;
  }
  return undefined;
}

async function sample(
  flow: Flow,
  makePipeline: () => HaPipeline,
  model: ScriptedModel,
  piper: ScriptedPiper,
  index: number,
): Promise<FlowSample> {
  model.enqueue(say(VOICE_ANSWER, MODEL));
  const started = performance.now();
  const sentencesBefore = piper.sentences.length;
  const context =
    flow === 'early speech'
      ? { conversation_id: `bench-early-${index}`, satellite_id: 'assist_satellite.bench' }
      : { conversation_id: `bench-${flow}-${index}`, device_id: `bench-${flow}` };
  // A fresh client each time: HA's TTS cache would otherwise serve the same answer's audio again.
  const run = await makePipeline().run(`evening ${flow} ${index}`, context);
  const heard = run.speech.format === undefined ? [] : decodeSentences(run.speech.audio, run.speech.format);
  const result: FlowSample = {
    handledMs: run.handledMs,
    firstAudioMs: run.firstAudioMs ?? Number.NaN,
    maxGapMs: maxGap(run),
    correct: JSON.stringify(heard) === JSON.stringify(splitSentences(VOICE_ANSWER)),
  };
  if (flow === 'early speech') {
    const certainAt = firstChunkCertainAt(model.writes, started);
    const first = piper.sentences.slice(sentencesBefore).find((sentence) => sentence.sentAt !== undefined);
    if (certainAt !== undefined && first?.sentAt !== undefined && first.startedAt !== undefined) {
      const synthesisMs = first.sentAt - first.startedAt;
      result.overheadMs = started + result.firstAudioMs - (certainAt + synthesisMs);
      result.handoffLagMs = started + result.handledMs - certainAt;
    }
  }
  return result;
}

/** ms per audio chunk that Hearth's pass-through adds over calling the upstream directly. */
async function passThroughCost(
  hearthPort: number,
  piperPort: number,
): Promise<{ perChunkMs: number; chunks: number }> {
  const text = splitSentences(VOICE_ANSWER).join(' ');
  const time = async (port: number): Promise<{ ms: number; chunks: number }> => {
    const address = { host: '127.0.0.1', port };
    const pipeline = new HaPipeline({ conversation: address, tts: { ...address, streaming: false } });
    const started = performance.now();
    const speech = await pipeline.speak(text);
    return { ms: performance.now() - started, chunks: speech.chunks.length };
  };
  const direct: number[] = [];
  const proxied: number[] = [];
  let chunks = 0;
  for (let round = 0; round < 7; round += 1) {
    direct.push((await time(piperPort)).ms);
    const viaHearth = await time(hearthPort);
    proxied.push(viaHearth.ms);
    chunks = viaHearth.chunks;
  }
  return { perChunkMs: (median(proxied) - median(direct)) / chunks, chunks };
}

export async function runVoiceBench(): Promise<VoiceBenchResult> {
  const model = await startScriptedModel();
  const piper = await startScriptedPiper(PIPER);
  const fastPiper = await startScriptedPiper({ realTimeFactor: 0, msPerCharacter: 60 });
  const hearth = await startHearthProcess({
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'scripted',
    TTS_UPSTREAM: piper.uri,
  });
  // Stock: Hearth without its voice, and HA's TTS stage calling Piper directly.
  const plainHearth = await startHearthProcess({ LLM_BASE_URL: model.url, LLM_MODEL: 'scripted' });
  const passThroughHearth = await startHearthProcess({
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'scripted',
    TTS_UPSTREAM: fastPiper.uri,
  });
  try {
    await hearth.waitForLog(/home model loaded/);
    await plainHearth.waitForLog(/home model loaded/);
    const hearthAddress = { host: '127.0.0.1', port: hearth.port };
    const withVoice = (): HaPipeline =>
      new HaPipeline({ conversation: hearthAddress, tts: { ...hearthAddress, streaming: true } });
    const pipelines: Record<Flow, () => HaPipeline> = {
      stock: () =>
        new HaPipeline({
          conversation: { host: '127.0.0.1', port: plainHearth.port },
          tts: { host: '127.0.0.1', port: piper.port, streaming: true, engine: 'tts.piper' },
        }),
      'pre-synthesis': withVoice,
      'early speech': withVoice,
    };
    // The satellite's first turn is answered whole and proves it uses the Hearth voice.
    model.enqueue(say('Hello.'));
    await pipelines['early speech']().run('hello', {
      conversation_id: 'bench-prove',
      satellite_id: 'assist_satellite.bench',
    });

    const samples: Record<Flow, FlowSample[]> = { stock: [], 'pre-synthesis': [], 'early speech': [] };
    for (let index = 0; index < RUNS; index += 1) {
      for (const flow of Object.keys(samples) as Flow[]) {
        samples[flow].push(await sample(flow, pipelines[flow], model, piper, index));
      }
    }
    const passThrough = await passThroughCost(passThroughHearth.port, fastPiper.port);

    const medians = Object.fromEntries(
      (Object.keys(samples) as Flow[]).map((flow) => [
        flow,
        {
          handledMs: median(samples[flow].map((item) => item.handledMs)),
          firstAudioMs: median(samples[flow].map((item) => item.firstAudioMs)),
          maxGapMs: Math.max(...samples[flow].map((item) => item.maxGapMs)),
        },
      ]),
    ) as VoiceBenchResult['medians'];
    const stock = medians.stock.firstAudioMs;
    const overheads = samples['early speech'].flatMap((item) =>
      item.overheadMs === undefined ? [] : [item.overheadMs],
    );
    const handoffLags = samples['early speech'].flatMap((item) =>
      item.handoffLagMs === undefined ? [] : [item.handoffLagMs],
    );
    const preAfterHandled = median(
      samples['pre-synthesis'].map((item) => item.firstAudioMs - item.handledMs),
    );
    const allCorrect = (flow: Flow): string =>
      samples[flow].every((item) => item.correct) ? 'yes' : '**no**';

    const rows = (Object.keys(samples) as Flow[]).map((flow) => {
      const figures = medians[flow];
      return `| ${flow} | ${format(figures.handledMs, 'ms')} | **${format(figures.firstAudioMs, 'ms')}** | ${format(stock / figures.firstAudioMs)}× | ${format(figures.maxGapMs, 'ms')} | ${allCorrect(flow)} |`;
    });
    const markdown = [
      '## Time to first audio (the Hearth voice)',
      '',
      `One ten-sentence answer (${VOICE_ANSWER.length} characters), a scripted local model (${MODEL.firstDeltaDelayMs} ms to the first token, then ≈20 tokens/s)`,
      `and a Piper-like upstream (synthesis ${PIPER.realTimeFactor}× real time + ${PIPER.sentenceOverheadMs} ms per sentence), through an HA-like pipeline`,
      `client (conversation, then HA's streaming TTS client). Medians of ${RUNS} runs per flow, interleaved; the largest playback gap over all runs.`,
      '',
      '![Time to first audio](voice-first-audio.svg)',
      '',
      '| flow | `handled` | first audio | sooner than stock | largest playback gap | whole answer heard once, in order |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      '| goal | measured | target |',
      '|---|---|---|',
      `| early speech vs stock, first audio | ${format(stock / medians['early speech'].firstAudioMs)}× sooner | ≥ 6× |`,
      `| early speech: first audio − (first chunk certain + its synthesis) | ${format(median(overheads), 'ms')} median, ${format(Math.max(...overheads), 'ms')} worst | ≤ 50 ms |`,
      `| early speech: \`handled\` − first chunk certain at the model (part of the line above) | ${format(median(handoffLags), 'ms')} median | |`,
      `| pre-synthesis: first audio after \`handled\` | ${format(preAfterHandled, 'ms')} | ≤ 20 ms |`,
      `| playback gap between sentences (any flow through Hearth) | ${format(Math.max(medians['pre-synthesis'].maxGapMs, medians['early speech'].maxGapMs), 'ms')} | ≤ 100 ms |`,
      `| pass-through cost per audio chunk (one-shot, ${passThrough.chunks} chunks, instant upstream) | ${format(passThrough.perChunkMs, 'ms')} | < 2 ms |`,
      '',
    ].join('\n');
    return { markdown, chart: renderFirstAudioChart(medians), medians };
  } finally {
    await hearth.stop();
    await plainHearth.stop();
    await passThroughHearth.stop();
    await piper.close();
    await fastPiper.close();
    await model.close();
  }
}

/** Horizontal bars: time to `handled` and to the first audio for each flow. */
export function renderFirstAudioChart(medians: VoiceBenchResult['medians']): string {
  const flows = Object.keys(medians) as Flow[];
  const width = 760;
  const left = 130;
  const right = 90;
  const rowHeight = 54;
  const top = 40;
  const maximum = Math.max(...flows.map((flow) => medians[flow].firstAudioMs));
  const scale = (width - left - right) / maximum;
  const parts: string[] = [
    `<text x="${left}" y="22" font-size="14" font-weight="bold">Time to first audio, one ten-sentence answer (ms, median)</text>`,
  ];
  flows.forEach((flow, index) => {
    const y = top + index * rowHeight;
    const { handledMs, firstAudioMs } = medians[flow];
    parts.push(
      `<text x="${left - 10}" y="${y + 24}" font-size="13" text-anchor="end">${flow}</text>`,
      `<rect x="${left}" y="${y + 6}" width="${(handledMs * scale).toFixed(1)}" height="12" fill="#9aa5b1"/>`,
      `<rect x="${left}" y="${y + 20}" width="${Math.max(2, firstAudioMs * scale).toFixed(1)}" height="18" fill="#e4572e"/>`,
      `<text x="${(left + firstAudioMs * scale + 6).toFixed(1)}" y="${y + 34}" font-size="12">${Math.round(firstAudioMs)} ms</text>`,
    );
  });
  const legendY = top + flows.length * rowHeight + 8;
  parts.push(
    `<rect x="${left}" y="${legendY}" width="12" height="12" fill="#9aa5b1"/><text x="${left + 18}" y="${legendY + 11}" font-size="12">handled (HA's intent stage ends)</text>`,
    `<rect x="${left + 240}" y="${legendY}" width="12" height="12" fill="#e4572e"/><text x="${left + 258}" y="${legendY + 11}" font-size="12">first audio chunk reaches HA</text>`,
  );
  const height = legendY + 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif"><rect width="100%" height="100%" fill="white"/>${parts.join('')}</svg>\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runVoiceBench();
  writeFileSync(join(import.meta.dirname, 'voice-first-audio.svg'), result.chart);
  console.log(result.markdown);
}
