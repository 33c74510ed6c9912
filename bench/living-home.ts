// Quiet at rest in a home that lives: nobody speaks, but sensors report all day (a temperature, a power
// meter). Hearth in standalone mode on the simulated Home Assistant in this process, whose sensors change
// BENCH_LIVING_CHANGES (default 2) times a second between them, as Home Assistant's `subscribe_entities`
// sends them; CPU and wake-ups per second of the Hearth process (all threads, /proc, bench/process-sample.ts)
// over a 30 s window that starts once the home has been changing for 5 s, and the same per state change.
// With BENCH_BASELINE=<another build's dist/main.js> that build runs beside this one, on the same simulator.
// BENCH_LIVING_ROUNDS sets the rounds (default 3); BENCH_NODES (bench/node-command.ts) the node each runs on.
// Run alone: `node --import tsx bench/living-home.ts`.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { startScriptedModel, type ScriptedModel } from '../test/support/scripted-model.js';
import { startHearthProcess, type HearthProcess } from './hearth-process.js';
import { benchBuilds, type BenchBuild } from './node-command.js';
import { costBetween, sampleProcess, type ProcessCost } from './process-sample.js';
import { median } from './stats.js';

/** Sensors of the sample home that report values (the simulator's `homes/sample.json`). */
const SENSORS = [
  'sensor.living_room_temperature',
  'sensor.living_room_humidity',
  'sensor.coffee_machine_power',
];
const SETTLE_MS = 15_000;
const LEAD_MS = 5_000;
const WINDOW_MS = 30_000;

type Build = BenchBuild;

/** Changes the sensors in turn, `perSecond` changes a second, each a new value. */
function keepChanging(simulator: Simulator, perSecond: number): { count: () => number; stop: () => void } {
  let changes = 0;
  const timer = setInterval(() => {
    const entityId = SENSORS[changes % SENSORS.length]!;
    changes += 1;
    simulator.setState({ entityId, state: (20 + (changes % 50) / 10).toFixed(1) });
  }, 1_000 / perSecond);
  return { count: () => changes, stop: () => clearInterval(timer) };
}

async function oneRound(
  builds: readonly Build[],
  model: ScriptedModel,
  perSecond: number,
): Promise<{ costs: Map<string, ProcessCost>; changes: number }> {
  const simulator = await startSimulator({ host: '127.0.0.1', port: 0 });
  const running: { build: Build; hearth: HearthProcess }[] = [];
  try {
    for (const build of builds) {
      const hearth = await startHearthProcess(
        {
          LLM_BASE_URL: model.url,
          LLM_MODEL: 'scripted',
          WEB_PORT: '0',
          HA_URL: simulator.url,
          HA_TOKEN: simulator.token,
        },
        build.main,
        build.node.flags,
        build.node.path,
      );
      running.push({ build, hearth });
      await hearth.waitForLog(/home model loaded/);
    }
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    const changing = keepChanging(simulator, perSecond);
    try {
      await new Promise((done) => setTimeout(done, LEAD_MS));
      const before = running.map(({ hearth }) => sampleProcess(hearth.pid));
      const from = changing.count();
      await new Promise((done) => setTimeout(done, WINDOW_MS));
      const after = running.map(({ hearth }) => sampleProcess(hearth.pid));
      const changes = changing.count() - from;
      const costs = new Map<string, ProcessCost>();
      for (const [index, { build }] of running.entries()) {
        costs.set(build.label, costBetween(before[index]!, after[index]!));
      }
      return { costs, changes };
    } finally {
      changing.stop();
    }
  } finally {
    for (const { hearth } of running) await hearth.stop();
    await simulator.close();
  }
}

export async function runLivingHomeBench(): Promise<string> {
  const rounds = Number(process.env.BENCH_LIVING_ROUNDS ?? 3);
  const perSecond = Number(process.env.BENCH_LIVING_CHANGES ?? 2);
  const builds = benchBuilds(process.env.BENCH_BASELINE);
  const model = await startScriptedModel();
  const all = new Map<string, { cost: ProcessCost; changes: number }[]>();
  const load: string[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      load.push(loadavg()[0]!.toFixed(2));
      const { costs, changes } = await oneRound(builds, model, perSecond);
      for (const [label, cost] of costs) all.set(label, [...(all.get(label) ?? []), { cost, changes }]);
    }
  } finally {
    await model.close();
  }
  const seconds = WINDOW_MS / 1000;
  const rows = builds.map(({ label }) => {
    const runs = all.get(label) ?? [];
    const cpu = median(runs.map(({ cost }) => cost.cpuMsPerS));
    const wakeups = median(runs.map(({ cost }) => cost.wakeupsPerS));
    const main = median(runs.map(({ cost }) => cost.mainWakeupsPerS));
    const pool = median(
      runs.map(({ cost }) =>
        cost.byThread.filter((t) => t.name === 'libuv-worker').reduce((s, t) => s + t.wakeupsPerS, 0),
      ),
    );
    const perChange = median(
      runs.map(({ cost, changes }) => (cost.cpuMsPerS * seconds) / Math.max(1, changes)),
    );
    return `| ${label} | ${cpu.toFixed(2)} ms (${runs.map(({ cost }) => cost.cpuMsPerS.toFixed(2)).join(' / ')}) | ${wakeups.toFixed(1)} | ${main.toFixed(1)} | ${pool.toFixed(1)} | ${perChange.toFixed(2)} ms |`;
  });
  return [
    '## Quiet at rest in a home that lives',
    '',
    `Nobody speaks; the simulated Home Assistant's sensors change ${perSecond} times a second between them (${SENSORS.join(', ')}),`,
    'sent over `subscribe_entities` as Home Assistant sends them. Hearth in standalone mode (the simulator in the benchmark',
    `process); CPU of all the process's threads per second and wake-ups per second over ${seconds} s, once the home has been`,
    `changing for ${LEAD_MS / 1000} s. Median of ${rounds} rounds; 1-minute load average at the start of each: ${load.join(', ')} (2 cores, shared).`,
    '',
    '| process | CPU per second (each round) | wake-ups per second | main thread | libuv pool | CPU per state change |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${await runLivingHomeBench()}\n`);
}
