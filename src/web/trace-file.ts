// The turn traces on disk, so a restart still shows the last ones: one JSON line per finished turn,
// appended (a turn costs one small write, not a rewrite of the last hundred), and compacted to the newest
// ones at start and when the file holds twice as many (written to a temp file and renamed, so a crash
// leaves the old file whole). A crash mid-append leaves at most a part of the last line, which is skipped.
// The file is 0600 in a folder created when missing. Reads the single-object file of earlier versions.
import { close, open, write } from 'node:fs';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TurnTrace } from './turn-trace.js';

export interface TraceFileOptions {
  path: string;
  /** Newest traces kept in the file. */
  keep: number;
  /** Coalescing delay of appends (ms). */
  writeDelayMs: number;
  /** The finished traces now, oldest first: what a compaction writes. */
  finished: () => TurnTrace[];
  logger?: { warn(object: object, message: string): void } | undefined;
}

const FILE_MODE = 0o600;

export class TraceFile {
  readonly #options: TraceFileOptions;
  /** Lines in the file, whole or not: past twice `keep`, the next write compacts. */
  #lines: number;
  #pending: string[] = [];
  #fd: number | undefined;
  #timer: NodeJS.Timeout | undefined;
  #chain: Promise<void> = Promise.resolve();
  #closed = false;

  private constructor(options: TraceFileOptions, lines: number) {
    this.#options = options;
    this.#lines = lines;
  }

  /** Reads the saved traces (the newest `keep`, oldest first) and compacts the file to them. */
  static async open(options: TraceFileOptions): Promise<{ file: TraceFile; traces: TurnTrace[] }> {
    const { traces, found } = await readTraces(options.path, options.logger);
    const kept = traces.slice(-options.keep);
    const file = new TraceFile(options, 0);
    // Rewritten whatever it held: a line cut short by a crash must not run into the next one appended.
    if (found) {
      try {
        await file.#compact(kept);
      } catch (error) {
        options.logger?.warn(
          { err: error, path: options.path, hint: 'check that the data folder is writable' },
          'could not save the turn traces',
        );
      }
    }
    return { file, traces: kept };
  }

  /** A finished trace as JSON (again, if it changed after its end: the later line wins when read). */
  append(json: string): void {
    if (this.#closed) return;
    this.#pending.push(`${json}\n`);
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      void this.#write();
    }, this.#options.writeDelayMs).unref();
  }

  /** Writes what is pending and stops writing. */
  async close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#write();
    this.#closed = true;
    const fd = this.#fd;
    this.#fd = undefined;
    if (fd !== undefined) await new Promise<void>((done) => close(fd, () => done()));
  }

  /** Writes are chained, so two never overlap and lines land in order. */
  #write(): Promise<void> {
    this.#chain = this.#chain.then(() => this.#writeNow());
    return this.#chain;
  }

  async #writeNow(): Promise<void> {
    if (this.#closed || this.#pending.length === 0) return;
    const lines = this.#pending;
    this.#pending = [];
    try {
      if (this.#lines + lines.length > this.#options.keep * 2) {
        await this.#compact(this.#options.finished().slice(-this.#options.keep));
        return;
      }
      this.#fd ??= await openForAppend(this.#options.path);
      await writeText(this.#fd, lines.length === 1 ? lines[0]! : lines.join(''));
      this.#lines += lines.length;
    } catch (error) {
      this.#options.logger?.warn(
        { err: error, path: this.#options.path, hint: 'check that the data folder is writable' },
        'could not save the turn traces',
      );
    }
  }

  /** Replaces the file with `traces` (temp file and rename); appends go to the new file after it. */
  async #compact(traces: readonly TurnTrace[]): Promise<void> {
    const path = this.#options.path;
    const temp = `${path}.${process.pid}.tmp`;
    const fd = this.#fd;
    this.#fd = undefined;
    if (fd !== undefined) await new Promise<void>((done) => close(fd, () => done()));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temp, traces.map((trace) => `${JSON.stringify(trace)}\n`).join(''), {
      mode: FILE_MODE,
    });
    await chmod(temp, FILE_MODE);
    await rename(temp, path);
    this.#lines = traces.length;
  }
}

/** The saved traces, oldest first, each id once (its last line); a missing file is none. */
async function readTraces(
  path: string,
  logger: TraceFileOptions['logger'],
): Promise<{ traces: TurnTrace[]; found: boolean }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger?.warn(
        { err: error, path, hint: 'check that the data folder is readable by Hearth' },
        'cannot read the saved turn traces; starting empty',
      );
    }
    return { traces: [], found: false };
  }
  const byId = new Map<string, TurnTrace>();
  let unreadable = 0;
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      // The last line may be cut short by a crash mid-append: that is no damage worth a warning.
      if (index < lines.length - 1 || lines.length === 1) unreadable += 1;
      continue;
    }
    // The file of earlier versions: one object with every trace.
    const legacy = (value as { traces?: unknown } | null)?.traces;
    for (const trace of Array.isArray(legacy) ? legacy : [value]) {
      if (isTrace(trace)) byId.set(trace.id, trace);
    }
  }
  if (unreadable > 0) {
    logger?.warn(
      { path, lines: unreadable, hint: 'nothing to do: new turns are traced as usual' },
      'some saved turn traces are unreadable; skipped',
    );
  }
  return { traces: [...byId.values()], found: true };
}

function isTrace(value: unknown): value is TurnTrace {
  if (typeof value !== 'object' || value === null) return false;
  const trace = value as Partial<TurnTrace>;
  return (
    typeof trace.id === 'string' &&
    typeof trace.startedAt === 'number' &&
    typeof trace.heard === 'string' &&
    typeof trace.said === 'string' &&
    typeof trace.outcome === 'string' &&
    Array.isArray(trace.steps) &&
    Array.isArray(trace.toolCalls)
  );
}

/** Callback API, not fs/promises: an append costs one trip to the thread pool, not a FileHandle's several. */
function openForAppend(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    open(path, 'a', FILE_MODE, (error, fd) => (error ? reject(error) : resolve(fd)));
  });
}

function writeText(fd: number, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    write(fd, text, (error) => (error ? reject(error) : resolve()));
  });
}
