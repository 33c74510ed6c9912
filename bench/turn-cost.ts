// What a turn costs Hearth, and how it starts: CPU per turn (a five-sentence answer from the scripted
// model, no tools), idle RSS, time from spawn to the first `describe` answered, and the first turn after
// start against the tenth, both after a pause as spoken turns come. With BENCH_BASELINE=<path to another build's dist/main.js>, the same figures
// for that build are measured in the same run, alternating, so the two compare as ratios. BENCH_NODES
// (bench/node-command.ts) measures this build on each node command listed, in the same alternation.
import { pathToFileURL } from 'node:url';
import { startSimulator } from '../src/simulator/index.js';
import { say, startScriptedModel, type ScriptedModel } from '../test/support/scripted-model.js';
import { startHearthProcess } from './hearth-process.js';
import { benchNodes, labelled, ownNode, type NodeCommand } from './node-command.js';
import { format, median } from './stats.js';
import { timedTurn } from './wyoming-timing.js';
import { WyomingClient, describe } from '../src/wyoming/index.js';

const ANSWER =
  'The kitchen light is on at forty percent. The living room is at twenty-one degrees. ' +
  'Both bedroom windows are closed. The washing machine finished twelve minutes ago. Anything else?';
const TURNS = 100;
/** Turns after those, for the steady-state figure (V8 has optimised the hot path by then). */
const STEADY_TURNS = 400;
const ROUNDS = 5;
/**
 * Quiet before each of the first ten turns. Spoken turns come seconds apart, and a turn after a pause runs
 * on cold CPU caches whatever the process did before: measuring the tenth turn right after the ninth would
 * count that as the first turn's start-up cost. The back-to-back figure is reported beside it.
 */
const PAUSE_MS = 500;

interface Figures {
  cpuMsPerTurn: number;
  steadyCpuMsPerTurn: number;
  idleRssMb: number;
  /** Standalone mode: Home Assistant (the simulator) in another process, as in the add-on. */
  standaloneIdleRssMb: number;
  firstDescribeMs: number;
  firstTurnChunkMs: number;
  tenthTurnChunkMs: number;
  /** Median transcript → first chunk over the CPU-measured turns, which run back to back. */
  backToBackChunkMs: number;
}

/** One `describe` round trip, in ms. */
async function describeOnce(port: number): Promise<number> {
  const started = performance.now();
  const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 5_000 });
  await client.write(describe());
  const event = await client.read({ timeoutMs: 5_000 });
  client.close();
  if (event?.type !== 'info') throw new Error('describe was not answered');
  return performance.now() - started;
}

/** Idle RSS with Home Assistant elsewhere (the simulator in this process), the add-on's situation. */
async function standaloneIdleRss(
  model: ScriptedModel,
  main: string | undefined,
  node: NodeCommand,
): Promise<number> {
  const simulator = await startSimulator({ host: '127.0.0.1', port: 0 });
  try {
    const hearth = await startHearthProcess(
      { LLM_BASE_URL: model.url, LLM_MODEL: 'scripted', HA_URL: simulator.url, HA_TOKEN: simulator.token },
      main,
      node.flags,
      node.path,
    );
    try {
      await hearth.waitForLog(/home model loaded/);
      await new Promise((done) => setTimeout(done, 1_500));
      return hearth.rssMb();
    } finally {
      await hearth.stop();
    }
  } finally {
    await simulator.close();
  }
}

async function measure(model: ScriptedModel, main: string | undefined, node: NodeCommand): Promise<Figures> {
  const standaloneIdleRssMb = await standaloneIdleRss(model, main, node);
  const hearth = await startHearthProcess(
    { LLM_BASE_URL: model.url, LLM_MODEL: 'scripted' },
    main,
    node.flags,
    node.path,
  );
  const port = hearth.port;
  // From spawn: until the server logged that it listens, plus the first round trip.
  const firstDescribeMs = hearth.listeningMs + (await describeOnce(port));
  try {
    await hearth.waitForLog(/home model loaded/);
    await new Promise((done) => setTimeout(done, 1_500));
    const idleRssMb = hearth.rssMb();
    const chunkTimes: number[] = [];
    for (let turn = 0; turn < 10; turn += 1) {
      if (turn > 0) await new Promise((done) => setTimeout(done, PAUSE_MS));
      model.enqueue(say(ANSWER, { delayMs: 0 }));
      const timed = await timedTurn(port, `status ${turn}`);
      chunkTimes.push((timed.chunks[0]?.at ?? Number.NaN) - timed.sentAt);
    }
    const before = hearth.cpuMs();
    const backToBack: number[] = [];
    for (let turn = 0; turn < TURNS; turn += 1) {
      model.enqueue(say(ANSWER, { delayMs: 0 }));
      const timed = await timedTurn(port, `status report ${turn}`, { conversation_id: `cost-${turn % 10}` });
      backToBack.push((timed.chunks[0]?.at ?? Number.NaN) - timed.sentAt);
    }
    const cpuMsPerTurn = (hearth.cpuMs() - before) / TURNS;
    const steadyBefore = hearth.cpuMs();
    for (let turn = 0; turn < STEADY_TURNS; turn += 1) {
      model.enqueue(say(ANSWER, { delayMs: 0 }));
      await timedTurn(port, `status report ${turn}`, { conversation_id: `steady-${turn % 10}` });
    }
    const steadyCpuMsPerTurn = (hearth.cpuMs() - steadyBefore) / STEADY_TURNS;
    return {
      cpuMsPerTurn,
      steadyCpuMsPerTurn,
      idleRssMb,
      standaloneIdleRssMb,
      firstDescribeMs,
      firstTurnChunkMs: chunkTimes[0]!,
      tenthTurnChunkMs: chunkTimes[9]!,
      backToBackChunkMs: median(backToBack),
    };
  } finally {
    await hearth.stop();
  }
}

export async function runTurnCostBench(): Promise<string> {
  const model = await startScriptedModel();
  const baseline = process.env.BENCH_BASELINE;
  const builds: { label: string; main: string | undefined; node: NodeCommand }[] = [
    ...(baseline === undefined
      ? []
      : [{ label: 'before (baseline build)', main: baseline, node: ownNode() }]),
    ...benchNodes().map((node) => ({ label: labelled('this build', node), main: undefined, node })),
  ];
  const results = new Map<string, Figures[]>();
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const build of builds) {
        const figures = await measure(model, build.main, build.node);
        results.set(build.label, [...(results.get(build.label) ?? []), figures]);
      }
    }
  } finally {
    await model.close();
  }
  const pick = (label: string, key: keyof Figures): number => median(results.get(label)!.map((f) => f[key]));
  return [
    '## Cost of a turn, idle footprint and start',
    '',
    `Hearth as its own process in demo mode. CPU per turn: user + system time of the Hearth process (all its`,
    `threads, V8's compiler threads too) over turns 11–${TURNS + 10} after start, and over the ${STEADY_TURNS} turns after those`,
    '(steady), from /proc (the figures `process.cpuUsage` reports); each turn a five-sentence answer the scripted model',
    'sends at once, history on. Idle RSS after the home loaded and 1.5 s of quiet: in demo mode (the simulated',
    'home inside the process) and in standalone mode (Home Assistant in another process, as in the add-on). First describe: from',
    'spawn until the server listens plus the first `describe` round trip. First and tenth turn: transcript → first chunk of the',
    `first and the tenth turn after start, each after ${PAUSE_MS} ms of quiet as spoken turns come; back to back: the median of`,
    `the CPU-measured turns, which follow each other at once. Median of ${ROUNDS} starts per build, builds alternating in the same run.`,
    '',
    '| build | CPU per turn, turns 11–110 | CPU per turn, steady | idle RSS, demo | idle RSS, standalone | first describe | first turn → chunk | tenth turn → chunk | back to back → chunk |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...builds.map(
      ({ label }) =>
        `| ${label} | ${format(pick(label, 'cpuMsPerTurn'), 'ms')} | ${format(pick(label, 'steadyCpuMsPerTurn'), 'ms')} | ${format(pick(label, 'idleRssMb'), 'MB')} | ${format(pick(label, 'standaloneIdleRssMb'), 'MB')} | ${format(pick(label, 'firstDescribeMs'), 'ms')} | ${format(pick(label, 'firstTurnChunkMs'), 'ms')} | ${format(pick(label, 'tenthTurnChunkMs'), 'ms')} | ${format(pick(label, 'backToBackChunkMs'), 'ms')} |`,
    ),
    '',
    'Goals: CPU per turn ≤ 3 ms, idle RSS < 80 MB, first describe < 600 ms, first turn no slower than the tenth.',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runTurnCostBench());
}
