// `hearth eval`'s own cost: an evaluation of 40 tasks against the scripted careful model (which answers at
// once), so what is measured is Hearth's and the evaluation's share of each task: resetting the sandbox,
// the turn(s) over Wyoming through the sandbox Hearth, the model tap, the tool calls on the simulated home,
// reading the end state and scoring. Memory: RSS and heap while it runs, beside the process before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/config/index.js';
import {
  generateTasks,
  runEval,
  snapshotHome,
  taskHome,
  type StartSandboxHearth,
} from '../src/eval/index.js';
import { connectHomeAssistant } from '../src/ha/index.js';
import { sandboxHearthStarter } from '../src/hearth-sandbox.js';
import { startHearth } from '../src/hearth.js';
import { startSimulator, type SimulatorOptions } from '../src/simulator/index.js';
import { evalModels } from '../test/support/eval-models.js';
import { startScriptedModel } from '../test/support/scripted-model.js';
import { format, median, percentile } from './stats.js';

const TASKS = 40;
const MB = 2 ** 20;

const collect = (): void => (globalThis as { gc?: () => void }).gc?.();

async function measure(name: string, home: SimulatorOptions): Promise<string> {
  collect();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const source = await startSimulator({ ...home, host: '127.0.0.1', port: 0 });
  const client = await connectHomeAssistant({
    apiUrl: `${source.url}/api`,
    websocketUrl: `${source.url.replace(/^http/, 'ws')}/api/websocket`,
    token: source.token,
    commandTimeoutMs: 60_000,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-eval-'));
  try {
    const snapshotStarted = performance.now();
    const snapshot = await snapshotHome(client);
    const snapshotMs = performance.now() - snapshotStarted;
    const languages = ['en', 'de', 'es', 'fr', 'nl', 'it'];
    const { tasks } = generateTasks(taskHome(snapshot), { count: TASKS, seed: 1, languages });
    const model = await startScriptedModel({ fallback: evalModels(tasks) });
    const config = loadConfig({
      env: { HEARTH_DATA_DIR: dataDir, WEB_PORT: 'off' },
      fileExists: () => false,
    });
    const sandbox = sandboxHearthStarter(config, pino({ level: 'silent' }), startHearth);
    let sandboxMs = 0;
    const timedSandbox: StartSandboxHearth = async (input) => {
      const started = performance.now();
      const hearth = await sandbox(input);
      sandboxMs = performance.now() - started;
      return hearth;
    };
    const taskMs: number[] = [];
    let last = 0;
    const started = performance.now();
    const report = await runEval({
      snapshot,
      models: [{ baseUrl: model.url, model: 'careful', apiKey: undefined }],
      startHearth: timedSandbox,
      languages,
      onProgress: () => {
        const now = performance.now();
        if (last !== 0) taskMs.push(now - last);
        last = now;
      },
    });
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    const result = report.models[0]!;
    const turnMs = result.results.map((task) => task.totalMs);
    // Per single-turn task (a follow-up's first turn is not in totalMs): its wall time less its turn.
    const single = new Set(tasks.filter((task) => task.before === undefined).map((task) => task.id));
    const bookkeeping = median(
      result.results
        .slice(1)
        .flatMap((task, index) => (single.has(task.taskId) ? [taskMs[index]! - task.totalMs] : [])),
    );
    await model.close();
    collect();
    const after = process.memoryUsage();
    return `| ${name} | ${Math.round(result.score * 100)} % | ${format(totalMs / 1000, 's')} | ${format(snapshotMs, 'ms')} | ${format(sandboxMs, 'ms')} | ${format(median(taskMs), 'ms')} | ${format(percentile(taskMs, 95), 'ms')} | ${format(median(turnMs), 'ms')} | ${format(bookkeeping, 'ms')} | ${format(before.rss / MB, 'MB')} → ${format(peakRss / MB, 'MB')} | ${format((peakHeap - before.heapUsed) / MB, 'MB')} | ${format((after.heapUsed - before.heapUsed) / MB, 'MB')} |`;
  } finally {
    clearInterval(sampler);
    await client.close();
    await source.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runEvalBench(): Promise<string> {
  const rows = [
    await measure('sample home (74 entities)', {}),
    await measure('generated home (1,000 entities)', { generate: { entities: 1_000, seed: 3 } }),
  ];
  return [
    '## `hearth eval` (`bench/eval.ts`)',
    '',
    `An evaluation of ${TASKS} tasks in six languages against the scripted careful model, which answers at once: the`,
    "figures are Hearth's and the evaluation's own share of each task. Snapshot: reading the home through Hearth's",
    'client. Sandbox: a simulated Home Assistant from the snapshot plus a sandbox Hearth (with its warm-up) up and',
    'loaded. Per task: from one task scored to the next (resetting the sandbox, the turn or two over Wyoming through',
    'the sandbox Hearth and the model tap, the tool calls on the simulated home, reading the end state, scoring);',
    "the turn is transcript → last event of the last turn; bookkeeping is a one-turn task's time less its turn (median). Memory: the",
    'process (source home, scripted model, sandbox and sandbox Hearth all in one) before → at its peak; heap growth',
    'at the peak, and left after the run and a GC (its report still held, and the modules it loaded).',
    '',
    '| home | score | 40 tasks | snapshot | sandbox up | per task median | p95 | turn median | bookkeeping | RSS | heap peak | heap left |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${await runEvalBench()}\n`);
