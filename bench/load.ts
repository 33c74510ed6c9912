// Responsiveness under load: `describe` latency while 50 and 200 turns stream at once, throughput,
// peak memory, and whether any turn was lost.
import { pathToFileURL } from 'node:url';
import { say, startScriptedModel, type ScriptedModel } from '../test/support/scripted-model.js';
import { startHearthProcess } from './hearth-process.js';
import { format, median, percentile } from './stats.js';
import { probeDescribe } from './describe-probe.js';
import { timedTurn } from './wyoming-timing.js';

const ANSWER =
  'Here is a longer answer that keeps streaming for a while. It has a few sentences. Then it ends.';
const DESCRIBES = 40;

interface LoadRow {
  turns: number;
  describe: number[];
  handled: number;
  wallMs: number;
  peakRssMb: number;
}

async function measure(
  model: ScriptedModel,
  port: number,
  turns: number,
  peakRss: () => number,
): Promise<LoadRow> {
  const before = model.requests.length;
  const started = performance.now();
  const running = Array.from({ length: turns }, (_, index) =>
    timedTurn(port, `load ${index}`, { conversation_id: `load-${turns}-${index}` }),
  );
  while (model.requests.length < before + turns) await new Promise((resolve) => setTimeout(resolve, 5));
  const describe = await probeDescribe(port, DESCRIBES);
  const results = await Promise.all(running);
  return {
    turns,
    describe,
    handled: results.filter((result) => result.outcome === 'handled').length,
    wallMs: performance.now() - started,
    peakRssMb: peakRss(),
  };
}

export async function runLoadBench(): Promise<string> {
  const model = await startScriptedModel({ fallback: () => say(ANSWER, { delayMs: 40 }) });
  const hearth = await startHearthProcess({ LLM_BASE_URL: model.url, LLM_MODEL: 'scripted' });
  try {
    await hearth.waitForLog(/home model loaded/);
    await measure(model, hearth.port, 20, () => 0); // warm-up
    const idle = await probeDescribe(hearth.port, DESCRIBES);
    const rows = [
      await measure(model, hearth.port, 50, () => hearth.peakRssMb()),
      await measure(model, hearth.port, 200, () => hearth.peakRssMb()),
    ];
    const row = (label: string, samples: number[], extra: string): string =>
      `| ${label} | ${format(median(samples), 'ms')} | ${format(percentile(samples, 99), 'ms')} | ${format(Math.max(...samples), 'ms')} | ${extra} |`;
    return [
      '## Responsiveness under load',
      '',
      'Hearth as its own process (demo mode). Every turn streams a three-sentence answer in word-sized deltas',
      `40 ms apart (about 1 s a turn) and keeps its conversation history. Once every turn is streaming, ${DESCRIBES}`,
      '`describe` round trips are timed one after the other on fresh connections, by a separate probe process.',
      '',
      '| while | describe median | p99 | max | turns handled · wall time · turns/s · peak RSS |',
      '|---|---:|---:|---:|---|',
      row('idle', idle, '–'),
      ...rows.map((load) =>
        row(
          `${load.turns} turns`,
          load.describe,
          `${load.handled}/${load.turns} · ${format(load.wallMs / 1000, 's')} · ${format(load.handled / (load.wallMs / 1000))} · ${format(load.peakRssMb, 'MB')}`,
        ),
      ),
      '',
      'Goal: describe under 5 ms p99 at 200 turns; no turn lost. Turns per second is bounded by the scripted',
      "answer's own length here: it shows that 200 concurrent turns finish in about the time of one.",
      '',
    ].join('\n');
  } finally {
    await hearth.stop();
    await model.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runLoadBench());
}
