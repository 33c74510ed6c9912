// What a running process costs between two moments, read from /proc from outside: CPU time with
// nanosecond resolution (schedstat, per thread), wake-ups (each thread's voluntary context switches: every
// time it went to sleep, something had to wake it), and RSS. Linux only.
import { readdirSync, readFileSync } from 'node:fs';

interface ThreadSample {
  name: string;
  /** Time on a CPU so far, ns. */
  runNs: number;
  voluntary: number;
  involuntary: number;
}

export interface ProcessSample {
  pid: number;
  at: number;
  threads: Map<number, ThreadSample>;
  /** utime + stime of the whole process (exited threads too), ms at 10 ms resolution. */
  statCpuMs: number;
  rssMb: number;
}

export interface ProcessCost {
  seconds: number;
  /** CPU ms per second of wall time, all threads. */
  cpuMsPerS: number;
  /** The same from /proc/<pid>/stat's ticks: coarse, but counts threads that exited meanwhile. */
  statCpuMsPerS: number;
  /** Wake-ups per second, all threads, and the main thread's alone. */
  wakeupsPerS: number;
  mainWakeupsPerS: number;
  /** Wake-ups per second by thread name (V8 workers, libuv pool …), busiest first. */
  byThread: { name: string; wakeupsPerS: number; cpuMsPerS: number }[];
  rssMb: number;
}

function readThread(pid: number, tid: number): ThreadSample | undefined {
  try {
    const base = `/proc/${pid}/task/${tid}`;
    const status = readFileSync(`${base}/status`, 'utf8');
    const field = (name: string): number =>
      Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return {
      name: readFileSync(`${base}/comm`, 'utf8').trim(),
      runNs: Number(readFileSync(`${base}/schedstat`, 'utf8').split(' ')[0]),
      voluntary: field('voluntary_ctxt_switches'),
      involuntary: field('nonvoluntary_ctxt_switches'),
    };
  } catch {
    return undefined; // the thread exited between the listing and the read
  }
}

export function sampleProcess(pid: number): ProcessSample {
  const threads = new Map<number, ThreadSample>();
  for (const entry of readdirSync(`/proc/${pid}/task`)) {
    const thread = readThread(pid, Number(entry));
    if (thread !== undefined) threads.set(Number(entry), thread);
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return {
    pid,
    at: performance.now(),
    threads,
    statCpuMs: (Number(stat[11]) + Number(stat[12])) * 10,
    rssMb: rss === null ? Number.NaN : Number(rss[1]) / 1024,
  };
}

/** The cost between two samples of one process; a thread born meanwhile counts from zero. */
export function costBetween(start: ProcessSample, end: ProcessSample): ProcessCost {
  const seconds = (end.at - start.at) / 1000;
  const perName = new Map<string, { wakeups: number; runNs: number }>();
  let runNs = 0;
  let wakeups = 0;
  let mainWakeups = 0;
  for (const [tid, thread] of end.threads) {
    const before = start.threads.get(tid) ?? { runNs: 0, voluntary: 0, involuntary: 0 };
    const woke = thread.voluntary - before.voluntary;
    const ran = thread.runNs - before.runNs;
    runNs += ran;
    wakeups += woke;
    if (tid === end.pid) mainWakeups = woke;
    // Thread names repeat (four `V8 Worker`s): grouped, with the main thread apart.
    const name = tid === end.pid ? 'main' : thread.name;
    const entry = perName.get(name) ?? { wakeups: 0, runNs: 0 };
    perName.set(name, { wakeups: entry.wakeups + woke, runNs: entry.runNs + ran });
  }
  return {
    seconds,
    cpuMsPerS: runNs / 1e6 / seconds,
    statCpuMsPerS: (end.statCpuMs - start.statCpuMs) / seconds,
    wakeupsPerS: wakeups / seconds,
    mainWakeupsPerS: mainWakeups / seconds,
    byThread: [...perName]
      .map(([name, entry]) => ({
        name,
        wakeupsPerS: entry.wakeups / seconds,
        cpuMsPerS: entry.runNs / 1e6 / seconds,
      }))
      .sort((a, b) => b.wakeupsPerS - a.wakeupsPerS),
    rssMb: end.rssMb,
  };
}
