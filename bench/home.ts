// Benchmark of the live home model: load time, memory added and in-memory lookup time for the
// sample home and generated 1,000 / 10,000-entity homes, against the simulator on loopback.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { connectHomeAssistant, type HomeAssistantClient, type HomeModel } from '../src/ha/index.js';
import { startSimulator } from '../src/simulator/index.js';
import type { SimulatorOptions } from '../src/simulator/types.js';

const RUNS = 5;
const LOOKUPS = 20_000;

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

interface Run {
  loadMs: number;
  cpuMs: number;
  heapMb: number;
  rssMb: number;
  byIdUs: number;
  byAreaDomainUs: number;
  byNameUs: number;
  entities: number;
  exposed: number;
}

function settle(): void {
  for (let round = 0; round < 3; round += 1) collect();
}

function timeEach(times: number, work: (index: number) => unknown): number {
  let sink = 0;
  const started = process.hrtime.bigint();
  for (let index = 0; index < times; index += 1) if (work(index) !== undefined) sink += 1;
  const elapsed = Number(process.hrtime.bigint() - started) / 1000;
  if (sink < 0) console.log(sink);
  return elapsed / times;
}

/** The simulator runs in a child process, so this process measures the client alone. */
async function serveSimulator(
  options: SimulatorOptions,
): Promise<{ url: string; token: string; stop: () => void }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [address] = (await once(child, 'message')) as [{ url: string; token: string }];
  return { ...address, stop: () => child.kill() };
}

function lookups(home: HomeModel): Pick<Run, 'byIdUs' | 'byAreaDomainUs' | 'byNameUs'> {
  const entities = [...home.entities()];
  const ids = entities.map((entity) => entity.id);
  const names = entities.map((entity) => entity.name);
  const areaIds = home.areas().map((area) => area.id);
  return {
    byIdUs: timeEach(LOOKUPS, (index) => home.entity(ids[index % ids.length]!)),
    byAreaDomainUs: timeEach(LOOKUPS, (index) =>
      home.query({ areaId: areaIds[index % areaIds.length]!, domain: 'light' }),
    ),
    byNameUs: timeEach(LOOKUPS, (index) => home.query({ name: names[index % names.length]! })),
  };
}

async function measure(options: SimulatorOptions): Promise<Run> {
  const simulator = await serveSimulator(options);
  let client: HomeAssistantClient | undefined;
  try {
    settle();
    const before = process.memoryUsage();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    client = await connectHomeAssistant({
      apiUrl: `${simulator.url}/api`,
      websocketUrl: `${simulator.url.replace(/^http/, 'ws')}/api/websocket`,
      token: simulator.token,
      commandTimeoutMs: 60_000,
      heartbeatMs: 0,
    });
    const loadMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    settle();
    const after = process.memoryUsage();
    return {
      loadMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      heapMb: (after.heapUsed - before.heapUsed) / 2 ** 20,
      rssMb: (after.rss - before.rss) / 2 ** 20,
      ...lookups(client.home),
      entities: [...client.home.entities()].length,
      exposed: client.home.exposedEntities().length,
    };
  } finally {
    await client?.close();
    simulator.stop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function runHomeBench(): Promise<string> {
  const homes: { label: string; options: SimulatorOptions }[] = [
    { label: 'sample home', options: {} },
    { label: 'generated 1,000', options: { generate: { entities: 1_000 } } },
    { label: 'generated 10,000', options: { generate: { entities: 10_000 } } },
  ];
  const lines = [
    '## Home model (`bench/home.ts`)',
    '',
    `The simulator runs in a child process, the client in this one, over loopback; median of ${RUNS}`,
    'runs. Load: wall time of `connectHomeAssistant` (includes the simulator building its answers);',
    'CPU: what the client process spent in it. Heap / RSS: growth of the client process after a full',
    'GC. Lookups are per call (`entity(id)`, `query({areaId, domain})`, `query({name})`), averaged over',
    `${LOOKUPS.toLocaleString('en')} calls. Goal: 10,000 entities load in < 2 s and add < 60 MB.`,
    '',
    '| home | entities (exposed) | load ms | client CPU ms | heap MB | RSS MB | by id µs | area+domain µs | by name µs |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { label, options } of homes) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(options));
    const pick = (key: keyof Run, digits: number): string =>
      median(runs.map((item) => item[key])).toFixed(digits);
    const first = runs[0]!;
    lines.push(
      `| ${label} | ${first.entities} (${first.exposed}) | ${pick('loadMs', 0)} | ${pick('cpuMs', 0)} | ${pick('heapMb', 1)} | ` +
        `${pick('rssMb', 1)} | ${pick('byIdUs', 3)} | ${pick('byAreaDomainUs', 2)} | ${pick('byNameUs', 2)} |`,
    );
  }
  const [load] = loadavg();
  lines.push(
    '',
    `Machine: ${availableParallelism()} cores, load average ${(load ?? 0).toFixed(1)} at the end of the run.`,
  );
  return lines.join('\n') + '\n';
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain && process.argv[2] === '--serve') {
  const simulator = await startSimulator(JSON.parse(process.argv[3] ?? '{}') as SimulatorOptions);
  process.send?.({ url: simulator.url, token: simulator.token });
} else if (isMain) {
  console.log(await runHomeBench());
}
