// A month of turns: does anything Hearth keeps grow with use? The built server (dist/) runs in its own
// process, against the simulated Home Assistant and the scripted model in this one (standalone), or with its
// own simulated home (demo), driven over real Wyoming sockets with varied turns: new and continued
// conversations and turns without one, several satellites (some of them new ids as the weeks go by), a few
// made-up language codes, answers that read the home, control it, remember something, ask back, or want a
// spoken yes; now and then several turns at once or on one connection, the model server down for a while
// (connections dropped, 503s), Home Assistant's WebSocket dropped and back (standalone), and idle gaps. The
// process's wall clock moves ahead every 20 turns so that the run spans 30 days (bench/soak-probe.js):
// conversations go idle and expire, and what is kept by age ages, as over a month. After 100, 500, 1,000, 2,000 … turns: RSS, the heap after a full collection
// (the probe's), open file descriptors and the data folder's size, and growth per 1,000 turns after the
// warm-up. BENCH_SOAK_TURNS (default 2,000) sets the turns; BENCH_BASELINE=<another build's dist/main.js>
// runs that build too, alternating with this one; BENCH_NODES (bench/node-command.ts) runs each on several
// nodes; BENCH_SOAK_MODES (default `standalone,demo`) the modes.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import { transcript, WyomingClient } from '../src/wyoming/index.js';
import { collectTurn } from '../test/support/hearth.js';
import {
  callTools,
  fail,
  say,
  startScriptedModel,
  type ScriptedRequest,
  type ScriptedStep,
} from '../test/support/scripted-model.js';
import { startHearthProcess, type HearthProcess } from './hearth-process.js';
import { benchNodes, labelled, type NodeCommand } from './node-command.js';
import { format } from './stats.js';

const TURNS = Number(process.env.BENCH_SOAK_TURNS ?? 2_000);
const MODES = (process.env.BENCH_SOAK_MODES ?? 'standalone,demo').split(',') as Mode[];
type Mode = 'standalone' | 'demo';
const PROBE = pathToFileURL(join(import.meta.dirname, 'soak-probe.js')).href;
/**
 * Turns before growth is counted: the first ones compile code and fill the bounded stores (the 200 traces
 * by turn 200, the 1,000 conversations' turn ordinals by turn ~3,000): 500, or a quarter of a long run.
 */
const WARM_TURNS = Math.max(500, Math.floor(TURNS / 4));
/** The run spans a month of Hearth's wall clock: it moves ahead every CLOCK_EVERY turns by this much. */
const CLOCK_EVERY = 20;
const CLOCK_STEP_MS = Math.round((30 * 24 * 3_600_000 * CLOCK_EVERY) / TURNS);
/** Conversations alive at once; an older one is not spoken to again and expires. */
const LIVE_CONVERSATIONS = 40;

const SAMPLES = [100, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
const samplePoints = (): number[] => [...new Set([...SAMPLES.filter((n) => n < TURNS), TURNS])];

type Kind = 'plain' | 'query' | 'control' | 'remember' | 'question' | 'unlock';

/** A deterministic random sequence, so every build meets the same turns. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickKind(roll: number): Kind {
  if (roll < 0.4) return 'plain';
  if (roll < 0.62) return 'query';
  if (roll < 0.85) return 'control';
  if (roll < 0.91) return 'remember';
  if (roll < 0.97) return 'question';
  return 'unlock';
}

/** What the scripted model answers: from the newest user message's `[[kind]]`, or the tool's result. */
function responder(state: { modelDown: boolean; downCount: number }) {
  return (request: ScriptedRequest): ScriptedStep => {
    if (state.modelDown) {
      state.downCount += 1;
      return state.downCount % 2 === 0 ? { kind: 'drop' } : fail(503, { error: { message: 'loading' } });
    }
    const messages = request.body.messages ?? [];
    if (messages.at(-1)?.role === 'tool') return say('Done. The kitchen light is on at forty percent.');
    const asked = [...messages]
      .reverse()
      .find((message) => message.role === 'user' && /\[\[\w+\]\]/.test(message.content ?? ''));
    const [, kind, turn] = /\[\[(\w+)\]\] (\d+)/.exec(asked?.content ?? '') ?? [];
    switch (kind as Kind | undefined) {
      case 'query':
        return callTools([{ name: 'query', arguments: { targets: ['kitchen lights'] } }]);
      case 'control':
        return callTools([
          {
            name: 'control',
            arguments: {
              action: 'toggle',
              targets: [Number(turn) % 2 === 0 ? 'kitchen ceiling' : 'hallway'],
            },
          },
        ]);
      case 'remember':
        return callTools([
          {
            name: 'memory',
            arguments: { action: 'remember', fact: `The guest number ${turn} likes tea with honey.` },
          },
        ]);
      case 'unlock':
        return callTools([{ name: 'control', arguments: { action: 'unlock', targets: ['front door'] } }]);
      case 'question':
        return say('Which room do you mean, the kitchen or the hallway?');
      default:
        return say('It is twenty-one degrees in the living room. Anything else?');
    }
  };
}

interface Satellite {
  deviceId: string;
  satelliteId?: string;
}

/** The home's four satellites, and made-up ones that come and go: new ids every 500 turns. */
function satelliteFor(turn: number, roll: number): Satellite | undefined {
  const real = ['living_room', 'kitchen', 'office', 'bedroom'];
  if (roll < 0.5) {
    const room = real[Math.floor(roll * 8)]!;
    return { deviceId: `satellite_${room}`, satelliteId: `assist_satellite.${room}_voice` };
  }
  if (roll < 0.85) return { deviceId: `soak-device-${Math.floor(turn / 500)}-${Math.floor(roll * 20)}` };
  return undefined;
}

interface Driver {
  /** Runs one turn (or a few on one connection); resolves when each has ended. */
  turns(count: number): Promise<void>;
  readonly outcomes: { handled: number; notHandled: number };
}

function driver(port: number, random: () => number): Driver {
  let turn = 0;
  const live: string[] = [];
  const outcomes = { handled: 0, notHandled: 0 };
  const next = (): { text: string; language: string; context: Record<string, unknown> } => {
    turn += 1;
    const kind = pickKind(random());
    const roll = random();
    let conversationId: string | undefined;
    if (roll < 0.1) conversationId = undefined;
    else if (roll < 0.45 || live.length === 0) {
      conversationId = `soak-${turn}-${Math.floor(random() * 1e9).toString(36)}`;
      live.push(conversationId);
      if (live.length > LIVE_CONVERSATIONS) live.shift();
    } else conversationId = live[Math.floor(random() * live.length)];
    const satellite = satelliteFor(turn, random());
    const languageRoll = random();
    const language =
      languageRoll < 0.9
        ? 'en'
        : languageRoll < 0.95
          ? 'de'
          : String.fromCharCode(97 + Math.floor(random() * 26), 97 + Math.floor(random() * 26));
    const context: Record<string, unknown> = {};
    if (conversationId !== undefined) context.conversation_id = conversationId;
    if (satellite !== undefined) context.device_id = satellite.deviceId;
    if (satellite?.satelliteId !== undefined) context.satellite_id = satellite.satelliteId;
    return { text: `[[${kind}]] ${turn} how is the kitchen?`, language, context };
  };
  const connection = async (count: number): Promise<void> => {
    const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 10_000 });
    try {
      for (let index = 0; index < count; index += 1) {
        const { text, language, context } = next();
        await client.write(transcript(text, { language, context }));
        const answer = await collectTurn(client, 30_000);
        if (answer.outcome === 'not-handled') outcomes.notHandled += 1;
        else outcomes.handled += 1;
      }
    } finally {
      client.close();
    }
  };
  return {
    outcomes,
    async turns(count) {
      if (count === 1) return connection(1);
      if (turn % 2 === 0) return connection(count);
      await Promise.all(Array.from({ length: count }, () => connection(1)));
    },
  };
}

interface Sample {
  turns: number;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  fds: number;
  dataKb: number;
}

function folderBytes(path: string): number {
  let bytes = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    bytes += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return bytes;
}

async function probe(hearth: HearthProcess, file: string, previous: number): Promise<Record<string, number>> {
  process.kill(hearth.pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const reading = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
      if (reading.reading! > previous) return reading;
    } catch {
      // Not written yet.
    }
    if (Date.now() > deadline) throw new Error('the soak probe did not answer');
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function sample(hearth: HearthProcess, file: string, turns: number, reading: number): Promise<Sample> {
  // The debounced writes (history 2 s, traces 2 s) land first, as they would at rest.
  await new Promise((done) => setTimeout(done, 2_500));
  const heap = await probe(hearth, file, reading);
  const mb = (bytes: number): number => bytes / 2 ** 20;
  return {
    turns,
    rssMb: hearth.rssMb(),
    heapMb: mb(heap.heapUsed!),
    externalMb: mb(heap.external!),
    fds: readdirSync(`/proc/${hearth.pid}/fd`).length,
    dataKb: folderBytes(hearth.dataDir) / 1024,
  };
}

interface Build {
  label: string;
  main: string | undefined;
  node: NodeCommand;
}

interface SoakRun {
  samples: Sample[];
  seconds: number;
  load: string;
  outcomes: { handled: number; notHandled: number };
  /** Service calls Home Assistant received (standalone). */
  serviceCalls: number | undefined;
}

async function soak(build: Build, mode: Mode): Promise<SoakRun> {
  const load = loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const state = { modelDown: false, downCount: 0 };
  const model = await startScriptedModel({ keepRecords: 20, fallback: responder(state) });
  const simulator: Simulator | undefined =
    mode === 'standalone'
      ? await startSimulator({ host: '127.0.0.1', port: 0, keepRecords: 100 })
      : undefined;
  const probeDir = mkdtempSync(join(tmpdir(), 'hearth-soak-'));
  const probeFile = join(probeDir, 'heap.json');
  const env: Record<string, string> = {
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'scripted',
    WEB_PORT: '0',
    HEARTH_SOAK_PROBE: probeFile,
    HEARTH_SOAK_STEP_MS: String(CLOCK_STEP_MS),
    ...(simulator === undefined ? {} : { HA_URL: simulator.url, HA_TOKEN: simulator.token }),
  };
  const hearth = await startHearthProcess(
    env,
    build.main,
    [...build.node.flags, '--import', PROBE],
    build.node.path,
  );
  const samples: Sample[] = [];
  let outcomes = { handled: 0, notHandled: 0 };
  try {
    await hearth.waitForLog(/home model loaded/);
    await new Promise((done) => setTimeout(done, 1_000));
    const random = seeded(27);
    const drive = driver(hearth.port, random);
    outcomes = drive.outcomes;
    const points = samplePoints();
    let turn = 0;
    let restart: Promise<void> | undefined;
    while (turn < TURNS) {
      const phase = turn % 500;
      // The model server down for a while: ten turns meet dropped connections and 503s.
      state.modelDown = phase >= 200 && phase < 210;
      if (simulator !== undefined && turn % 700 === 350) {
        // Home Assistant restarts: every WebSocket closed, 502s for a second, then back.
        restart = simulator.restart({ downtimeMs: 1_000 });
      }
      if (turn % 400 === 399) await new Promise((done) => setTimeout(done, 2_000));
      if (turn % CLOCK_EVERY === 0) process.kill(hearth.pid, 'SIGWINCH');
      const count = turn % 50 === 25 ? 4 : 1;
      await drive.turns(count);
      turn += count;
      const point = points.find((at) => at <= turn && !samples.some((each) => each.turns === at));
      if (point !== undefined) {
        state.modelDown = false;
        await restart;
        samples.push(await sample(hearth, probeFile, point, samples.length));
      }
    }
    await restart;
  } finally {
    await hearth.stop();
    await simulator?.close();
    await model.close();
    rmSync(probeDir, { recursive: true, force: true });
  }
  return {
    samples,
    seconds: (performance.now() - started) / 1000,
    load,
    outcomes,
    serviceCalls: simulator?.serviceCallCount,
  };
}

/** Growth per 1,000 turns from the warm-up's end to the last sample. */
function growth(samples: readonly Sample[], key: keyof Omit<Sample, 'turns'>): number {
  const from = samples.find((each) => each.turns >= WARM_TURNS);
  const to = samples.at(-1);
  if (from === undefined || to === undefined || to.turns === from.turns) return Number.NaN;
  return ((to[key] - from[key]) / (to.turns - from.turns)) * 1000;
}

export async function runSoakBench(): Promise<string> {
  const baseline = process.env.BENCH_BASELINE;
  const builds: Build[] = benchNodes().flatMap((node) => [
    ...(baseline === undefined
      ? []
      : [{ label: labelled('before (baseline build)', node), main: baseline, node }]),
    { label: labelled('this build', node), main: undefined, node },
  ]);
  const rows: string[] = [];
  const growthRows: string[] = [];
  for (const mode of MODES) {
    for (const build of builds) {
      const { samples, seconds, load, outcomes, serviceCalls } = await soak(build, mode);
      const label = `${build.label}, ${mode}`;
      for (const each of samples) {
        rows.push(
          `| ${label} | ${each.turns} | ${format(each.rssMb, 'MB')} | ${each.heapMb.toFixed(2)} MB | ${each.externalMb.toFixed(2)} MB | ${each.fds} | ${Math.round(each.dataKb)} kB |`,
        );
      }
      const per = (key: keyof Omit<Sample, 'turns'>, digits: number, unit: string): string => {
        const value = growth(samples, key);
        return Number.isNaN(value) ? '—' : `${value >= 0 ? '+' : ''}${value.toFixed(digits)} ${unit}`;
      };
      growthRows.push(
        `| ${label} | ${per('rssMb', 2, 'MB')} | ${per('heapMb', 3, 'MB')} | ${per('fds', 1, '')} | ${per('dataKb', 1, 'kB')} | ${outcomes.handled} / ${outcomes.notHandled}${serviceCalls === undefined ? '' : `, ${serviceCalls} calls`} | ${Math.round(seconds)} s, load ${load} |`,
      );
      process.stderr.write(`soak: ${label}: ${growthRows.at(-1)}\n`);
    }
  }
  return [
    '## A month of turns',
    '',
    `${TURNS.toLocaleString('en')} turns against each build, one build after the other (bench/soak.ts): the built server in its`,
    'own process, the scripted model and (standalone) the simulated Home Assistant in the benchmark; new and continued',
    'conversations, 4 real and many made-up satellites, reads, controls, memories, questions back, a spoken yes asked',
    'for; the model server down for 10 turns in every 500, Home Assistant restarting every 700 turns (standalone), 2 s',
    `idle gaps; Hearth's wall clock ${(CLOCK_STEP_MS / 3_600_000).toFixed(2)} h ahead every ${CLOCK_EVERY} turns (30 days in all). Each sample 2.5 s after the turn it follows;`,
    `heap after a full collection. Growth is per 1,000 turns from turn ${WARM_TURNS.toLocaleString('en')} (or the first sample after it) to the last.`,
    '',
    '| build, mode | turns | RSS | heap kept | external | open fds | data folder |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '| build, mode | RSS per 1,000 turns | heap kept per 1,000 turns | fds | data folder | handled / not (service calls) | run |',
    '|---|---:|---:|---:|---:|---|---|',
    ...growthRows,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runSoakBench());
}
