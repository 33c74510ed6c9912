// Quiet at rest: what Hearth costs while nobody speaks, next to a bare `node` with one 1 s timer, all
// started side by side so the shared machine's load falls on every process alike. CPU per second and
// wake-ups per second from /proc (bench/process-sample.ts) over a window from 8 s to 28 s after start,
// and RSS at its end; in demo mode (the simulated home inside the process) and standalone mode (Home
// Assistant elsewhere: the simulator in this process). With BENCH_BASELINE=<another build's dist/main.js>
// that build runs in the same rounds. BENCH_IDLE_ROUNDS overrides the rounds (default 3). BENCH_NODES
// (bench/node-command.ts) runs this build on each node command listed, and a bare node on each distinct binary;
// each build's "× bare node" is then the bare node on its own binary. After the settled window each Hearth
// answers a few turns (BENCH_IDLE_TURNS, default 6; the scripted model's plain answer, events fired on Home
// Assistant's bus), and its RSS is read again 3 s later: what a home that has spoken holds at rest. A baseline
// runs on every node command of BENCH_NODES, as this build does.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { collectTurn } from '../test/support/hearth.js';
import { startScriptedModel, type ScriptedModel } from '../test/support/scripted-model.js';
import { transcript, WyomingClient } from '../src/wyoming/index.js';
import { runScriptFlags, startHearthProcess } from './hearth-process.js';
import {
  benchBuilds,
  distinctBinaries,
  labelled,
  type BenchBuild,
  type NodeCommand,
} from './node-command.js';
import { costBetween, sampleProcess, type ProcessCost } from './process-sample.js';
import { format, median } from './stats.js';

/**
 * Two windows: the issue's, 8–28 s after start, and a settled one, 70–90 s. A build that runs with V8's
 * memory reducer (before `--no-memory-reducer`) has it act once some 8–60 s after start: three full GCs,
 * ~100 ms of CPU, which may land in the first window; by the second it is done. Without it, both windows
 * show what the process does at rest.
 */
const WINDOWS = [
  { name: 'early', fromMs: 8_000, toMs: 28_000 },
  { name: 'settled', fromMs: 70_000, toMs: 90_000 },
] as const;
type WindowName = (typeof WINDOWS)[number]['name'];

interface Subject {
  label: string;
  /** The node binary it runs on. */
  node: string;
  pid: number;
  /** Hearth's Wyoming port (none for the bare node). */
  port?: number;
  ready: Promise<unknown>;
  stop: () => Promise<void>;
}

/** The floor: node with this build's V8 flags, doing nothing but one timer a second. */
function startBareNode(node: NodeCommand): Subject {
  const child = spawn(node.path, [...runScriptFlags(), '-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  return {
    label: labelled('bare node, one 1 s timer', node),
    node: node.path,
    pid: child.pid ?? 0,
    ready: Promise.resolve(),
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

type Build = BenchBuild;

async function startHearth(
  label: string,
  build: Build,
  model: ScriptedModel,
  simulator: Simulator | undefined,
): Promise<Subject> {
  const env: Record<string, string> = { LLM_BASE_URL: model.url, LLM_MODEL: 'scripted', WEB_PORT: '0' };
  if (simulator !== undefined) Object.assign(env, { HA_URL: simulator.url, HA_TOKEN: simulator.token });
  const hearth = await startHearthProcess(env, build.main, build.node.flags, build.node.path);
  return {
    label,
    node: build.node.path,
    pid: hearth.pid,
    port: hearth.port,
    ready: hearth.waitForLog(/home model loaded/),
    stop: () => hearth.stop(),
  };
}

const TURNS = Number(process.env.BENCH_IDLE_TURNS ?? 6);

/** A few questions, one after the other, each on its own connection as Home Assistant asks them. */
async function speakTo(port: number): Promise<void> {
  for (let turn = 0; turn < TURNS; turn += 1) {
    const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 5_000 });
    try {
      await client.write(transcript(`Is the kitchen light on? (${turn + 1})`, { language: 'en' }));
      await collectTurn(client, 15_000);
    } finally {
      client.close();
    }
  }
}

interface RoundCost {
  windows: Record<WindowName, ProcessCost>;
  /** RSS 3 s after the turns that follow the settled window (NaN for the bare node). */
  afterTurnsRssMb: number;
}

async function oneRound(
  builds: readonly Build[],
  model: ScriptedModel,
  simulator: Simulator,
): Promise<Map<string, RoundCost>> {
  const started = performance.now();
  const subjects: Subject[] = distinctBinaries(builds.map(({ node }) => node)).map(startBareNode);
  const sleepUntil = (ms: number): Promise<unknown> =>
    new Promise((done) => setTimeout(done, Math.max(0, started + ms - performance.now())));
  try {
    for (const build of builds) {
      subjects.push(
        await startHearth(`${build.label}, demo`, build, model, undefined),
        await startHearth(`${build.label}, standalone`, build, model, simulator),
      );
    }
    await Promise.all(subjects.map((subject) => subject.ready));
    const costs = new Map<string, Partial<Record<WindowName, ProcessCost>>>();
    for (const window of WINDOWS) {
      await sleepUntil(window.fromMs);
      const first = subjects.map((subject) => sampleProcess(subject.pid));
      await sleepUntil(window.toMs);
      subjects.forEach((subject, index) => {
        const cost = costBetween(first[index]!, sampleProcess(subject.pid));
        costs.set(subject.label, { ...costs.get(subject.label), [window.name]: cost });
      });
    }
    for (const subject of subjects) if (subject.port !== undefined) await speakTo(subject.port);
    await new Promise((done) => setTimeout(done, 3_000));
    return new Map(
      subjects.map((subject) => [
        subject.label,
        {
          windows: costs.get(subject.label) as Record<WindowName, ProcessCost>,
          afterTurnsRssMb: subject.port === undefined ? Number.NaN : sampleProcess(subject.pid).rssMb,
        },
      ]),
    );
  } finally {
    await Promise.all(subjects.map((subject) => subject.stop()));
  }
}

export async function runIdleBench(): Promise<string> {
  const rounds = Number(process.env.BENCH_IDLE_ROUNDS ?? 3);
  const builds = benchBuilds(process.env.BENCH_BASELINE);
  // Each Hearth's "× bare node" is to the bare node on its own binary.
  const bareOf = new Map<string, string>();
  for (const { label, node } of builds) {
    const bare = labelled('bare node, one 1 s timer', distinctBinaries([node])[0]!);
    for (const mode of ['demo', 'standalone']) bareOf.set(`${label}, ${mode}`, bare);
  }
  const model = await startScriptedModel();
  const simulator = await startSimulator({ host: '127.0.0.1', port: 0 });
  const all = new Map<string, RoundCost[]>();
  const load: string[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      load.push(loadavg()[0]!.toFixed(2));
      for (const [label, cost] of await oneRound(builds, model, simulator)) {
        all.set(label, [...(all.get(label) ?? []), cost]);
        if (process.env.BENCH_IDLE_THREADS === '1') {
          process.stderr.write(`${label}: ${JSON.stringify(cost.windows.early.byThread.slice(0, 6))}\n`);
        }
      }
    }
  } finally {
    await simulator.close();
    await model.close();
  }
  type Key = 'cpuMsPerS' | 'statCpuMsPerS' | 'wakeupsPerS' | 'mainWakeupsPerS' | 'rssMb';
  const pick = (label: string, window: WindowName, key: Key): number =>
    median(all.get(label)!.map((costs) => costs.windows[window][key]));
  const bare = (label: string, window: WindowName): number =>
    pick(bareOf.get(label) ?? label, window, 'cpuMsPerS');
  const lines = [...all.keys()].flatMap((label) =>
    WINDOWS.map(({ name, fromMs, toMs }) => {
      const cpu = pick(label, name, 'cpuMsPerS');
      const rounds = all
        .get(label)!
        .map((costs) => costs.windows[name].cpuMsPerS.toFixed(2))
        .join(' / ');
      const turned = median(all.get(label)!.map((costs) => costs.afterTurnsRssMb));
      const afterTurns = name === 'settled' && !Number.isNaN(turned) ? format(turned, 'MB') : '—';
      return `| ${label} | ${fromMs / 1000}–${toMs / 1000} s | ${format(cpu, 'ms')} (${rounds}) | ${(cpu / bare(label, name)).toFixed(1)}× | ${format(pick(label, name, 'statCpuMsPerS'), 'ms')} | ${format(pick(label, name, 'wakeupsPerS'))} | ${format(pick(label, name, 'mainWakeupsPerS'))} | ${format(pick(label, name, 'rssMb'), 'MB')} | ${afterTurns} |`;
    }),
  );
  return [
    '## Quiet at rest',
    '',
    'Idle processes started side by side (a bare `node` with one 1 s timer, then Hearth in demo mode and in standalone',
    'mode, Home Assistant being the simulator in the benchmark process, no client connected, trace page on), measured',
    'from 8 s to 28 s after start (the window of the issue) and again from 70 s to 90 s (settled). CPU: time on a CPU',
    "of all the process's threads, from",
    "each thread's /proc schedstat (ns), per second of wall time; /proc/<pid>/stat's ticks (10 ms resolution, exited",
    "threads included) beside it. Wake-ups: each thread's voluntary context switches (it slept, something woke it), per",
    `second; the main thread's alone. RSS at the window's end; after the settled window each Hearth answers ${TURNS} turns`,
    '(one after the other, events fired on the bus) and its RSS is read again 3 s later.',
    "In a build run with V8's memory reducer (before",
    "`--no-memory-reducer`), a round's figure of a few ms per second where the others are near zero is that one-off:",
    'it defers itself in steps of 8 s until the allocation rate it sampled looks low, then runs three full GCs',
    '(50–100 ms of CPU once, seen 8–60 s after start; under load it tends to land later).',
    `Median of ${rounds} rounds; 1-minute load average at`,
    `the start of each round: ${load.join(', ')} (2 cores, shared).`,
    '',
    `| process | window | CPU per second (each round) | × bare node | CPU per second (stat ticks) | wake-ups per second | main thread | RSS | RSS after ${TURNS} turns |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
    '',
    'Goals: idle CPU ≤ 2× the bare node in both modes, idle RSS < 80 MB.',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runIdleBench());
}
