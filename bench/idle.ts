// Quiet at rest: what Hearth costs while nobody speaks, next to a bare `node` with one 1 s timer, all
// started side by side so the shared machine's load falls on every process alike. CPU per second and
// wake-ups per second from /proc (bench/process-sample.ts) over a window from 8 s to 28 s after start,
// and RSS at its end; in demo mode (the simulated home inside the process) and standalone mode (Home
// Assistant elsewhere: the simulator in this process). With BENCH_BASELINE=<another build's dist/main.js>
// that build runs in the same rounds. BENCH_IDLE_ROUNDS overrides the rounds (default 3).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { startScriptedModel, type ScriptedModel } from '../test/support/scripted-model.js';
import { startHearthProcess } from './hearth-process.js';
import { costBetween, sampleProcess, type ProcessCost } from './process-sample.js';
import { format, median } from './stats.js';

const WINDOW_FROM_MS = 8_000;
const WINDOW_TO_MS = 28_000;

interface Subject {
  label: string;
  pid: number;
  ready: Promise<unknown>;
  stop: () => Promise<void>;
}

/** The floor: node with the same V8 flag, doing nothing but one timer a second. */
function startBareNode(): Subject {
  const child = spawn(process.execPath, ['--max-semi-space-size=1', '-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  return {
    label: 'bare node, one 1 s timer',
    pid: child.pid ?? 0,
    ready: Promise.resolve(),
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startHearth(
  label: string,
  main: string | undefined,
  model: ScriptedModel,
  simulator: Simulator | undefined,
): Promise<Subject> {
  const env: Record<string, string> = { LLM_BASE_URL: model.url, LLM_MODEL: 'scripted', WEB_PORT: '0' };
  if (simulator !== undefined) Object.assign(env, { HA_URL: simulator.url, HA_TOKEN: simulator.token });
  const hearth = await startHearthProcess(env, main);
  return { label, pid: hearth.pid, ready: hearth.waitForLog(/home model loaded/), stop: () => hearth.stop() };
}

async function oneRound(
  builds: readonly { label: string; main: string | undefined }[],
  model: ScriptedModel,
  simulator: Simulator,
): Promise<Map<string, ProcessCost>> {
  const started = performance.now();
  const subjects: Subject[] = [startBareNode()];
  try {
    for (const build of builds) {
      subjects.push(
        await startHearth(`${build.label}, demo`, build.main, model, undefined),
        await startHearth(`${build.label}, standalone`, build.main, model, simulator),
      );
    }
    await Promise.all(subjects.map((subject) => subject.ready));
    await new Promise((done) => setTimeout(done, started + WINDOW_FROM_MS - performance.now()));
    const first = subjects.map((subject) => sampleProcess(subject.pid));
    await new Promise((done) => setTimeout(done, WINDOW_TO_MS - WINDOW_FROM_MS));
    const costs = new Map<string, ProcessCost>();
    subjects.forEach((subject, index) =>
      costs.set(subject.label, costBetween(first[index]!, sampleProcess(subject.pid))),
    );
    return costs;
  } finally {
    await Promise.all(subjects.map((subject) => subject.stop()));
  }
}

export interface IdleResult {
  markdown: string;
  /** Median idle figures by row label, for the headline. */
  rows: Map<string, { cpuMsPerS: number; wakeupsPerS: number; rssMb: number }>;
}

export async function runIdleBench(): Promise<IdleResult> {
  const rounds = Number(process.env.BENCH_IDLE_ROUNDS ?? 3);
  const baseline = process.env.BENCH_BASELINE;
  const builds = [
    ...(baseline === undefined ? [] : [{ label: 'before (baseline build)', main: baseline }]),
    { label: 'this build', main: undefined },
  ];
  const model = await startScriptedModel();
  const simulator = await startSimulator({ host: '127.0.0.1', port: 0 });
  const all = new Map<string, ProcessCost[]>();
  const load: string[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      load.push(loadavg()[0]!.toFixed(2));
      for (const [label, cost] of await oneRound(builds, model, simulator)) {
        all.set(label, [...(all.get(label) ?? []), cost]);
        if (process.env.BENCH_IDLE_THREADS === '1') {
          process.stderr.write(`${label}: ${JSON.stringify(cost.byThread.slice(0, 6))}\n`);
        }
      }
    }
  } finally {
    await simulator.close();
    await model.close();
  }
  const rows = new Map<string, { cpuMsPerS: number; wakeupsPerS: number; rssMb: number }>();
  const bare = median(all.get('bare node, one 1 s timer')!.map((cost) => cost.cpuMsPerS));
  const lines = [...all].map(([label, costs]) => {
    const pick = (key: 'cpuMsPerS' | 'statCpuMsPerS' | 'wakeupsPerS' | 'mainWakeupsPerS' | 'rssMb'): number =>
      median(costs.map((cost) => cost[key]));
    rows.set(label, { cpuMsPerS: pick('cpuMsPerS'), wakeupsPerS: pick('wakeupsPerS'), rssMb: pick('rssMb') });
    return `| ${label} | ${format(pick('cpuMsPerS'), 'ms')} | ${(pick('cpuMsPerS') / bare).toFixed(1)}× | ${format(pick('statCpuMsPerS'), 'ms')} | ${format(pick('wakeupsPerS'))} | ${format(pick('mainWakeupsPerS'))} | ${format(pick('rssMb'), 'MB')} |`;
  });
  const markdown = [
    '## Quiet at rest',
    '',
    'Idle processes started side by side (a bare `node` with one 1 s timer, then Hearth in demo mode and in standalone',
    'mode, Home Assistant being the simulator in the benchmark process, no client connected, trace page on), measured',
    `from ${WINDOW_FROM_MS / 1000} s to ${WINDOW_TO_MS / 1000} s after start. CPU: time on a CPU of all the process's threads, from`,
    "each thread's /proc schedstat (ns), per second of wall time; /proc/<pid>/stat's ticks (10 ms resolution, exited",
    "threads included) beside it. Wake-ups: each thread's voluntary context switches (it slept, something woke it), per",
    `second; the main thread's alone. RSS at the window's end. Median of ${rounds} rounds; 1-minute load average at`,
    `the start of each round: ${load.join(', ')} (2 cores, shared).`,
    '',
    '| process | CPU per second | × bare node | CPU per second (stat ticks) | wake-ups per second | main thread | RSS |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...lines,
    '',
    'Goals: idle CPU ≤ 2× the bare node in both modes, idle RSS < 80 MB.',
    '',
  ].join('\n');
  return { markdown, rows };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log((await runIdleBench()).markdown);
}
