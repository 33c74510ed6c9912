// The recent turns: bounded in count and bytes in memory, the newest kept in one file of the data dir
// (see TraceFile), so a restart still shows the last ones. Listeners hear every change.
import { TraceFile } from './trace-file.js';
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
  /** Coalescing delay of file writes. Default 2000 ms. */
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
  #file: TraceFile | undefined;
  #closed = false;

  private constructor(options: TraceStoreOptions) {
    this.#options = {
      maxTraces: 200,
      maxBytes: 4_000_000,
      persistTraces: 100,
      writeDelayMs: 2_000,
      ...options,
    };
  }

  static async open(options: TraceStoreOptions = {}): Promise<TraceStore> {
    const store = new TraceStore(options);
    if (options.file !== undefined) {
      const { file, traces } = await TraceFile.open({
        path: options.file,
        keep: store.#options.persistTraces,
        writeDelayMs: store.#options.writeDelayMs,
        finished: () => store.#finished(),
        logger: options.logger,
      });
      store.#file = file;
      for (const trace of traces) store.#insert(trace, JSON.stringify(trace).length);
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
    // A running trace is put again at every change and soon replaced: it is not measured (its size is bounded
    // by its turn's, and running turns by the turn gate). A finished one is encoded once, for the byte bound
    // and the file's line.
    const json = trace.outcome === 'running' ? undefined : JSON.stringify(trace);
    this.#insert(trace, json?.length ?? 0);
    for (const listener of this.#listeners) listener(trace);
    if (json !== undefined && !this.#closed) this.#file?.append(json);
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
    this.#closed = true;
    await this.#file?.close();
    this.#listeners.clear();
  }

  /** The finished traces, oldest first. */
  #finished(): TurnTrace[] {
    const finished: TurnTrace[] = [];
    for (const { trace } of this.#traces.values()) if (trace.outcome !== 'running') finished.push(trace);
    return finished;
  }

  /** `bytes`: the trace's JSON length (0 while it runs). */
  #insert(trace: TurnTrace, bytes: number): void {
    const previous = this.#traces.get(trace.id);
    if (previous !== undefined) {
      this.#bytes -= previous.bytes;
      this.#traces.delete(trace.id);
    }
    this.#traces.set(trace.id, { trace, bytes });
    this.#bytes += bytes;
    for (const [id, entry] of this.#traces) {
      if (this.#traces.size <= this.#options.maxTraces && this.#bytes <= this.#options.maxBytes) break;
      if (id === trace.id) break;
      this.#traces.delete(id);
      this.#bytes -= entry.bytes;
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
