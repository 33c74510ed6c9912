// The Hearth voice under attack from the Wyoming port (issue 25): a synthesize stream of 1 MB chunks of
// spaces, 150 pass-through requests at once, and a 2 MB one-shot text. For each: the server process's
// memory (RSS now and its peak, VmHWM), what reached the upstream, and `describe` round trips on another
// connection, timed by a separate process. With BENCH_BASELINE=<another build's dist/main.js> the same
// attacks also run against that build (before → after in one run). Run alone: `npx tsx bench/voice-flood.ts`.
import { pathToFileURL } from 'node:url';
import {
  parseError,
  synthesize,
  synthesizeChunk,
  synthesizeStart,
  WyomingClient,
} from '../src/wyoming/index.js';
import { startScriptedPiper, type ScriptedPiper } from '../test/support/scripted-piper.js';
import { probeDescribe } from './describe-probe.js';
import { startHearthProcess, type HearthProcess } from './hearth-process.js';
import { format, percentile } from './stats.js';

const CHUNK = ' '.repeat(1024 * 1024);
const CHUNKS = 60;
const CONCURRENT = 150;

interface FloodFigures {
  label: string;
  streamAcceptedMb: number;
  streamError: string;
  streamRssGrowthMb: number;
  peakRssMb: number;
  describeP95Ms: number;
  describeMaxMs: number;
  peakUpstream: number;
  concurrentOutcomes: string;
  oneShotError: string;
  oneShotUpstreamChars: number;
}

async function readError(client: WyomingClient, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const event = await client.read({ timeoutMs: deadline - Date.now() }).catch(() => undefined);
    if (event === undefined) return 'closed, no error';
    const error = parseError(event);
    if (error !== undefined) return error.code ?? 'error';
  }
  return 'none';
}

/** synthesize-start, then up to 60 chunks of 1 MB of spaces while `describe` is probed elsewhere. */
async function streamFlood(hearth: HearthProcess): Promise<Partial<FloodFigures>> {
  const rssBefore = hearth.rssMb();
  const client = await WyomingClient.connect({ host: '127.0.0.1', port: hearth.port, timeoutMs: 30_000 });
  const probe = probeDescribe(hearth.port, 40, 50);
  await client.write(synthesizeStart());
  let accepted = 0;
  const deadline = Date.now() + 30_000;
  for (let index = 0; index < CHUNKS && Date.now() < deadline; index += 1) {
    try {
      await client.write(synthesizeChunk(CHUNK));
      accepted += 1;
    } catch {
      break;
    }
  }
  const error = await readError(client, 3_000);
  client.close();
  const samples = await probe;
  return {
    streamAcceptedMb: accepted,
    streamError: error,
    streamRssGrowthMb: Math.round(hearth.rssMb() - rssBefore),
    describeP95Ms: percentile(samples, 95),
    describeMaxMs: Math.max(...samples),
  };
}

/** 150 one-shot requests at once, each on its own connection; the upstream's connections sampled. */
async function concurrentFlood(hearth: HearthProcess, piper: ScriptedPiper): Promise<Partial<FloodFigures>> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, piper.connections)), 2);
  const outcomes = await Promise.all(
    Array.from({ length: CONCURRENT }, async (_unused, index) => {
      const client = await WyomingClient.connect({ host: '127.0.0.1', port: hearth.port, timeoutMs: 60_000 });
      try {
        await client.write(synthesize(`Request number ${index} here.`));
        for (;;) {
          const event = await client.read({ timeoutMs: 60_000 }).catch(() => undefined);
          if (event === undefined) return 'closed';
          if (event.type === 'audio-stop') return 'spoken';
          const error = parseError(event);
          if (error !== undefined) return error.code ?? 'error';
        }
      } finally {
        client.close();
      }
    }),
  );
  clearInterval(sampler);
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return {
    peakUpstream: peak,
    concurrentOutcomes: [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', '),
  };
}

/** One synthesize of 2 MB of text. */
async function oneShotFlood(hearth: HearthProcess, piper: ScriptedPiper): Promise<Partial<FloodFigures>> {
  const before = upstreamChars(piper);
  const client = await WyomingClient.connect({ host: '127.0.0.1', port: hearth.port, timeoutMs: 30_000 });
  await client.write(synthesize('Read this. '.repeat(190_000)));
  const error = await readError(client, 3_000);
  client.close();
  // The baseline forwards it: give the upstream a moment to have read it.
  await new Promise((done) => setTimeout(done, 1_000));
  return { oneShotError: error, oneShotUpstreamChars: upstreamChars(piper) - before };
}

function upstreamChars(piper: ScriptedPiper): number {
  let sum = 0;
  for (const event of piper.received) if (typeof event.data.text === 'string') sum += event.data.text.length;
  return sum;
}

async function attack(label: string, main: string | undefined): Promise<FloodFigures> {
  const piper = await startScriptedPiper({ msPerCharacter: 20 });
  const hearth = await startHearthProcess(
    {
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      HEARTH_STARTUP_CHECK: '0',
      WEB_PORT: 'off',
      TTS_UPSTREAM: piper.uri,
    },
    ...(main === undefined ? [] : [main]),
  );
  try {
    await hearth.waitForLog(/voices|TTS program|Hearth voice/i, 10_000).catch(() => 0);
    const stream = await streamFlood(hearth);
    const concurrent = await concurrentFlood(hearth, piper);
    const oneShot = await oneShotFlood(hearth, piper);
    return {
      label,
      ...stream,
      ...concurrent,
      ...oneShot,
      peakRssMb: Math.round(hearth.peakRssMb()),
    } as FloodFigures;
  } finally {
    await hearth.stop();
    await piper.close();
  }
}

export async function runVoiceFloodBench(): Promise<string> {
  const runs: FloodFigures[] = [];
  const baseline = process.env.BENCH_BASELINE;
  if (baseline !== undefined) runs.push(await attack('before (baseline build)', baseline));
  runs.push(await attack('Hearth', undefined));
  const rows = runs.map(
    (run) =>
      `| ${run.label} | ${run.streamAcceptedMb} MB, ${run.streamError} | ${run.streamRssGrowthMb} MB | ${format(run.describeP95Ms)} / ${format(run.describeMaxMs)} ms | ${run.peakUpstream} (${run.concurrentOutcomes}) | ${run.oneShotError}, ${run.oneShotUpstreamChars.toLocaleString('en')} chars upstream | ${run.peakRssMb} MB |`,
  );
  return [
    '## The Hearth voice under attack (`bench/voice-flood.ts`)',
    '',
    `A client on the Wyoming port sends \`synthesize-start\` then ${CHUNKS} chunks of 1 MB of spaces (30 s at most), then`,
    `${CONCURRENT} one-shot \`synthesize\` requests at once (each on its own connection), then one 2 MB \`synthesize\`.`,
    'Hearth runs as its own process against the Piper-like upstream; `describe` is timed by a separate process',
    '(40 round trips, 50 ms apart) during the stream flood. RSS growth is measured across the stream flood.',
    '',
    '| build | stream: accepted, answer | RSS growth | describe p95 / max | upstream connections at once (outcomes) | 2 MB one-shot | peak RSS |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(await runVoiceFloodBench());
}
