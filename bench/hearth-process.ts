// Runs the built server (`node dist/main.js`) as its own process for benchmarks, as in production:
// its event loop is not shared with the benchmark's clients and scripted model.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../dist/main.js');

export interface HearthProcess {
  readonly port: number;
  readonly pid: number;
  /** Its HEARTH_DATA_DIR (a temporary folder, removed by `stop`). */
  readonly dataDir: string;
  /** Milliseconds from spawn to the Wyoming server listening. */
  readonly listeningMs: number;
  /** Resolves with the ms from spawn when a log line's `msg` matches. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<number>;
  /** CPU time used so far (user + system), in ms, at 10 ms resolution. */
  cpuMs(): number;
  /** Resident set size now, in MB. */
  rssMb(): number;
  /** Peak resident set size so far (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** Resident set size and CPU time (user + system, ms) of a running process, from /proc. */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks (100/s).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The V8 flags the run script next to a build (`<tree>/rootfs/…/hearth/run`, for `<tree>/dist/main.js`) gives
 * node; the flag of the first add-on builds when a build has no run script beside it.
 */
export function runScriptFlags(main: string = MAIN): string[] {
  const run = join(dirname(main), '..', 'rootfs/etc/s6-overlay/s6-rc.d/hearth/run');
  if (!existsSync(run)) return ['--max-semi-space-size=1'];
  const flags = /^exec node ((?:--[\w-]+(?:=\S+)? )*)"/m.exec(readFileSync(run, 'utf8'))?.[1] ?? '';
  return flags.split(' ').filter(Boolean);
}

/**
 * `main`: the built entry to run; default this tree's dist/main.js (a baseline build for comparisons).
 * `nodeFlags`: more flags for node, e.g. `--import` of a preload. `node`: the node binary (default the one
 * running the bench; see bench/node-command.ts for running several).
 */
export async function startHearthProcess(
  env: Record<string, string>,
  main: string = MAIN,
  nodeFlags: readonly string[] = [],
  node: string = process.execPath,
): Promise<HearthProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
  const started = performance.now();
  // Every build runs with the V8 flags of its own tree's add-on run script (as `npm start` and the add-on run
  // it), so a baseline runs as it shipped. BENCH_NODE_FLAGS adds more, e.g. `--cpu-prof`.
  const extra = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const flags = [...runScriptFlags(main), ...nodeFlags, ...extra];
  const child: ChildProcess = spawn(node, [...flags, main], {
    env: {
      PATH: process.env.PATH ?? '',
      WYOMING_HOST: '127.0.0.1',
      WYOMING_PORT: '0',
      HEARTH_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const waiters: { pattern: RegExp; resolve: (ms: number) => void }[] = [];
  const seen: { msg: string; at: number }[] = [];
  let port = 0;
  let buffered = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (text: string) => {
    buffered += text;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (process.env.BENCH_ECHO_LOG === '1') process.stderr.write(`${line}\n`);
      const at = performance.now() - started;
      let parsed: { msg?: string; port?: number };
      try {
        parsed = JSON.parse(line) as { msg?: string; port?: number };
      } catch {
        continue;
      }
      const message = parsed.msg ?? '';
      if (message === 'Wyoming server listening' && parsed.port !== undefined) port = parsed.port;
      seen.push({ msg: message, at });
      for (const waiter of waiters.filter((candidate) => candidate.pattern.test(message))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(at);
      }
    }
  });

  const waitForLog = (pattern: RegExp, timeoutMs = 30_000): Promise<number> => {
    const already = seen.find((entry) => pattern.test(entry.msg));
    if (already !== undefined) return Promise.resolve(already.at);
    return new Promise((resolveWait, reject) => {
      const timer = setTimeout(() => reject(new Error(`Hearth never logged ${pattern}`)), timeoutMs);
      waiters.push({
        pattern,
        resolve: (ms) => {
          clearTimeout(timer);
          resolveWait(ms);
        },
      });
    });
  };

  const listeningMs = await waitForLog(/^Wyoming server listening$/);
  const status = (field: string): number => {
    const text = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
    return match === null ? Number.NaN : Number(match[1]) / 1024;
  };
  return {
    port,
    pid: child.pid ?? 0,
    dataDir,
    listeningMs,
    waitForLog,
    cpuMs: () => processCpuMs(child.pid ?? 0),
    rssMb: () => status('VmRSS'),
    peakRssMb: () => status('VmHWM'),
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
