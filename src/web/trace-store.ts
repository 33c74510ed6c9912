// The recent turns: bounded in count and bytes in memory, the newest kept in one file of the data dir
// (0600, written atomically, bounded), so a restart still shows the last ones. Listeners hear every change.
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Totals } from './totals.js';
import type { TurnTrace } from './turn-trace.js';

export interface TraceStoreOptions {
  /** The persisted file; `undefined` keeps traces in memory only. */
  file?: string;
  /** Default 200. */
  maxTraces?: number;
  /** Bytes of JSON kept in memory. Default 4 MB. */
  maxBytes?: number;
  /** Newest traces written to the file. Default 100. */
  persistTraces?: number;
  /** Coalescing delay of file writes. Default 1000 ms. */
  writeDelayMs?: number;
  logger?: { warn(object: object, message: string): void };
}

/** One row of the list of recent turns. */
export type TraceSummary = Pick<
  TurnTrace,
  | 'id'
  | 'startedAt'
  | 'language'
  | 'heard'
  | 'said'
  | 'handoff'
  | 'outcome'
  | 'satellite'
  | 'area'
  | 'conversationId'
  | 'firstChunkMs'
  | 'totalMs'
> & { errorCode?: string; tools: string[] };

export type TraceListener = (trace: TurnTrace) => void;

export class TraceStore {
  readonly totals = new Totals();
  readonly #options: Required<Omit<TraceStoreOptions, 'file' | 'logger'>> & TraceStoreOptions;
  /** Oldest first. */
  readonly #traces = new Map<string, { trace: TurnTrace; bytes: number }>();
  readonly #listeners = new Set<TraceListener>();
  #bytes = 0;
  #timer: NodeJS.Timeout | undefined;
  #chain: Promise<void> = Promise.resolve();
  #closed = false;

  private constructor(options: TraceStoreOptions) {
    this.#options = {
      maxTraces: 200,
      maxBytes: 4_000_000,
      persistTraces: 100,
      writeDelayMs: 1_000,
      ...options,
    };
  }

  static async open(options: TraceStoreOptions = {}): Promise<TraceStore> {
    const store = new TraceStore(options);
    if (options.file !== undefined) {
      for (const trace of await loadTraces(options.file, options.logger)) store.#insert(trace);
    }
    return store;
  }

  /** Adds a trace or replaces the one with its id (a running turn is put again as it goes). */
  put(trace: TurnTrace): void {
    const previous = this.#traces.get(trace.id);
    if (previous !== undefined && previous.trace.outcome === 'running' && trace.outcome !== 'running') {
      this.totals.add(trace);
    } else if (previous === undefined && trace.outcome !== 'running') {
      this.totals.add(trace);
    } else if (
      previous !== undefined &&
      previous.trace.outcome !== 'running' &&
      previous.trace.firstAudioMs === undefined &&
      trace.firstAudioMs !== undefined
    ) {
      this.totals.addFirstAudio(trace.firstAudioMs);
    }
    this.#insert(trace);
    for (const listener of this.#listeners) listener(trace);
    if (trace.outcome !== 'running') this.#schedule();
  }

  get(id: string): TurnTrace | undefined {
    return this.#traces.get(id)?.trace;
  }

  /** Newest first; `query` matches what was heard or said, case-insensitively. */
  list(options: { query?: string; limit?: number } = {}): TraceSummary[] {
    const query = options.query?.trim().toLowerCase() ?? '';
    const limit = options.limit ?? 100;
    const rows: TraceSummary[] = [];
    const all = [...this.#traces.values()];
    for (let index = all.length - 1; index >= 0 && rows.length < limit; index -= 1) {
      const trace = all[index]!.trace;
      if (query !== '' && !matches(trace, query)) continue;
      rows.push(summarize(trace));
    }
    return rows;
  }

  get size(): number {
    return this.#traces.size;
  }

  subscribe(listener: TraceListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Writes what is pending and stops writing. */
  async close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#write();
    this.#closed = true;
    this.#listeners.clear();
  }

  #insert(trace: TurnTrace): void {
    const previous = this.#traces.get(trace.id);
    if (previous !== undefined) {
      this.#bytes -= previous.bytes;
      this.#traces.delete(trace.id);
    }
    const bytes = JSON.stringify(trace).length;
    this.#traces.set(trace.id, { trace, bytes });
    this.#bytes += bytes;
    for (const [id, entry] of this.#traces) {
      if (this.#traces.size <= this.#options.maxTraces && this.#bytes <= this.#options.maxBytes) break;
      if (id === trace.id) break;
      this.#traces.delete(id);
      this.#bytes -= entry.bytes;
    }
  }

  #schedule(): void {
    if (this.#options.file === undefined || this.#closed || this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#write();
    }, this.#options.writeDelayMs);
    this.#timer.unref();
  }

  #write(): Promise<void> {
    this.#chain = this.#chain.then(() => this.#writeNow());
    return this.#chain;
  }

  async #writeNow(): Promise<void> {
    const file = this.#options.file;
    if (file === undefined || this.#closed) return;
    const finished = [...this.#traces.values()]
      .map((entry) => entry.trace)
      .filter((trace) => trace.outcome !== 'running')
      .slice(-this.#options.persistTraces);
    const temp = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(temp, JSON.stringify({ version: 1, traces: finished }), { mode: 0o600 });
      await chmod(temp, 0o600);
      await rename(temp, file);
    } catch (error) {
      this.#options.logger?.warn(
        { err: error, path: file, hint: 'check that the data folder is writable' },
        'could not save the turn traces',
      );
    }
  }
}

function matches(trace: TurnTrace, query: string): boolean {
  return (
    trace.heard.toLowerCase().includes(query) ||
    trace.said.toLowerCase().includes(query) ||
    (trace.handoff?.toLowerCase().includes(query) ?? false) ||
    trace.toolCalls.some((call) => call.name.toLowerCase().includes(query))
  );
}

export function summarize(trace: TurnTrace): TraceSummary {
  return {
    id: trace.id,
    startedAt: trace.startedAt,
    language: trace.language,
    heard: trace.heard,
    said: trace.said,
    outcome: trace.outcome,
    tools: trace.toolCalls.map((call) => call.name),
    ...(trace.handoff === undefined ? {} : { handoff: trace.handoff }),
    ...(trace.satellite === undefined ? {} : { satellite: trace.satellite }),
    ...(trace.area === undefined ? {} : { area: trace.area }),
    ...(trace.conversationId === undefined ? {} : { conversationId: trace.conversationId }),
    ...(trace.firstChunkMs === undefined ? {} : { firstChunkMs: trace.firstChunkMs }),
    ...(trace.totalMs === undefined ? {} : { totalMs: trace.totalMs }),
    ...(trace.error === undefined ? {} : { errorCode: trace.error.code }),
  };
}

/** Reads the persisted traces; a missing or unreadable file starts empty (traces are a convenience). */
async function loadTraces(file: string, logger: TraceStoreOptions['logger']): Promise<TurnTrace[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger?.warn(
        { err: error, path: file, hint: 'check that the data folder is readable by Hearth' },
        'cannot read the saved turn traces; starting empty',
      );
    }
    return [];
  }
  try {
    const parsed = JSON.parse(text) as { traces?: unknown };
    if (!Array.isArray(parsed.traces)) return [];
    return parsed.traces.filter(isTrace);
  } catch (error) {
    logger?.warn(
      { err: error, path: file, hint: 'nothing to do: new turns are traced as usual' },
      'the saved turn traces are unreadable; starting empty',
    );
    return [];
  }
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
