// Responsiveness under load: `describe` latency while 20, 50 and 200 turns start at once and stream,
// probed across the whole run (from before the starts until the last turn ended); throughput, peak
// memory, and whether any turn was lost. With BENCH_BASELINE=<another build's dist/main.js>, that build
// is measured in the same run.
import { pathToFileURL } from 'node:url';
import { say, startScriptedModel, type ScriptedModel } from '../test/support/scripted-model.js';
import { startHearthProcess } from './hearth-process.js';
import { format, median, percentile } from './stats.js';
import { probeDescribe } from './describe-probe.js';
import { timedTurn } from './wyoming-timing.js';

const ANSWER =
  'Here is a longer answer that keeps streaming for a while. It has a few sentences. Then it ends.';
const DESCRIBES = 40;
/** Probes spaced 5 ms apart: about two seconds of probing, which covers the starts and the streaming. */
const PROBES_ACROSS = 300;

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
  const probing = probeDescribe(port, PROBES_ACROSS, 5);
  // The probe is a fresh Node process: let it start probing before the turns start.
  await new Promise((resolve) => setTimeout(resolve, 400));
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: turns }, (_, index) =>
      timedTurn(port, `load ${index}`, { conversation_id: `load-${turns}-${index}` }),
    ),
  );
  const wallMs = performance.now() - started;
  const describe = await probing;
  return {
    turns,
    describe,
    handled: results.filter((result) => result.outcome === 'handled').length,
    wallMs,
    peakRssMb: peakRss(),
  };
}

async function rowsFor(main: string | undefined, model: ScriptedModel): Promise<string[]> {
  const hearth = await startHearthProcess({ LLM_BASE_URL: model.url, LLM_MODEL: 'scripted' }, main);
  try {
    await hearth.waitForLog(/home model loaded/);
    await measure(model, hearth.port, 20, () => 0); // warm-up
    const idle = await probeDescribe(hearth.port, DESCRIBES);
    const rows = [
      await measure(model, hearth.port, 20, () => hearth.peakRssMb()),
      await measure(model, hearth.port, 50, () => hearth.peakRssMb()),
      await measure(model, hearth.port, 200, () => hearth.peakRssMb()),
    ];
    const row = (label: string, samples: number[], extra: string): string =>
      `| ${label} | ${format(median(samples), 'ms')} | ${format(percentile(samples, 99), 'ms')} | ${format(Math.max(...samples), 'ms')} | ${extra} |`;
    return [
      row('idle', idle, '–'),
      ...rows.map((load) =>
        row(
          `${load.turns} turns`,
          load.describe,
          `${load.handled}/${load.turns} · ${format(load.wallMs / 1000, 's')} · ${format(load.handled / (load.wallMs / 1000))} · ${format(load.peakRssMb, 'MB')}`,
        ),
      ),
    ];
  } finally {
    await hearth.stop();
  }
}

export async function runLoadBench(): Promise<string> {
  const model = await startScriptedModel({ fallback: () => say(ANSWER, { delayMs: 40 }) });
  const baseline = process.env.BENCH_BASELINE;
  const sections: string[] = [];
  try {
    if (baseline !== undefined) {
      sections.push('| **before (baseline build)** | | | | |', ...(await rowsFor(baseline, model)));
      sections.push('| **this build** | | | | |');
    }
    sections.push(...(await rowsFor(undefined, model)));
  } finally {
    await model.close();
  }
  return [
    '## Responsiveness under load',
    '',
    'Hearth as its own process (demo mode). Every turn streams a three-sentence answer in word-sized deltas',
    '40 ms apart (about 1 s a turn) and keeps its conversation history. All turns of a row start at once;',
    `a separate probe process times \`describe\` round trips every 5 ms on fresh connections across the whole`,
    `run: from before the starts until past the end of the turns (${PROBES_ACROSS} probes; idle: ${DESCRIBES}).`,
    '',
    '| while | describe median | p99 | max | turns handled · wall time · turns/s · peak RSS |',
    '|---|---:|---:|---:|---|',
    ...sections,
    '',
    'Goals: describe under 5 ms p99 with 20 turns streaming, under 100 ms p99 through 200 simultaneous',
    "starts; no turn lost. Turns per second is bounded by the scripted answer's own length here.",
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runLoadBench());
}
