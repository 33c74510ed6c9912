// The long-term memory of the home: facts kept across conversations and restarts. Bounded in count, the
// weakest (low importance, long unused) going first; unused low-importance facts decay; a near-duplicate
// replaces the older wording instead of piling up. Persisted with coalesced atomic writes.
import { randomBytes } from 'node:crypto';
import { checkFact, tidyAbout, type FactRejection } from './check-fact.js';
import {
  DEFAULT_IMPORTANCE,
  DEFAULT_MAX_MEMORIES,
  MAX_PLACE_CHARS,
  type Memory,
  type MemorySource,
} from './memory.js';
import { loadMemories, saveMemories } from './memory-file.js';
import { MemoryIndex } from './memory-index.js';
import { tokenizeMemory } from './tokenize-memory.js';

const DAY_MS = 86_400_000;
/** Unused this long, a fact of importance 1 or 2 is forgotten; 3 and above stay until evicted by count. */
const DECAY_AFTER_DAYS: Readonly<Record<number, number>> = { 1: 30, 2: 90 };
/** Token overlap (Jaccard) from which two facts about the same thing count as one. */
const DUPLICATE_OVERLAP = 0.6;

export interface MemoryStoreOptions {
  /** The JSON file (its directory is created 0700). */
  file: string;
  maxMemories?: number;
  now?: () => number;
  /** Coalescing window of writes (ms). Default 1000: every turn marks the facts it was offered as used. */
  writeDelayMs?: number;
  logger?: {
    warn(object: Record<string, unknown>, message: string): void;
    error(object: Record<string, unknown>, message: string): void;
  };
}

export interface RememberInput {
  fact: string;
  about?: string | undefined;
  importance?: number | undefined;
  source: MemorySource;
  /** Where it was told (a satellite or device id), when known. */
  place?: string | undefined;
}

export type RememberOutcome =
  { ok: true; memory: Memory; merged: boolean } | { ok: false; reason: FactRejection; message: string };

export interface ScoredMemory {
  memory: Memory;
  score: number;
}

export class MemoryStore {
  readonly #memories = new Map<string, Memory>();
  readonly #index = new MemoryIndex();
  readonly #options: MemoryStoreOptions;
  readonly #now: () => number;
  readonly #max: number;
  #timer: NodeJS.Timeout | undefined;
  #chain: Promise<void> = Promise.resolve();
  #dirty = false;
  #closed = false;
  #sweptAt = Number.NEGATIVE_INFINITY;

  private constructor(options: MemoryStoreOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#max = options.maxMemories ?? DEFAULT_MAX_MEMORIES;
  }

  static async open(options: MemoryStoreOptions): Promise<MemoryStore> {
    const store = new MemoryStore(options);
    const silent = { warn: () => undefined };
    for (const memory of await loadMemories(options.file, options.logger ?? silent)) {
      if (store.#memories.has(memory.id)) continue;
      store.#memories.set(memory.id, memory);
      store.#index.add(memory);
    }
    if (store.#prune() > 0) store.#schedule();
    return store;
  }

  get size(): number {
    return this.#memories.size;
  }

  /** Every memory, most recently changed first. */
  list(): Memory[] {
    if (this.#prune() > 0) this.#schedule();
    return [...this.#memories.values()].sort((a, b) => b.updatedAt - a.updatedAt).map((m) => ({ ...m }));
  }

  get(id: string): Memory | undefined {
    const memory = this.#memories.get(id);
    return memory === undefined ? undefined : { ...memory };
  }

  remember(input: RememberInput): RememberOutcome {
    const checked = checkFact(input.fact);
    if (!checked.ok) return checked;
    const now = this.#now();
    const about = tidyAbout(input.about);
    const importance = clampImportance(input.importance);
    const twin = this.#findDuplicate(checked.fact, about);
    if (twin !== undefined) {
      twin.fact = checked.fact;
      if (about !== undefined) twin.about = about;
      twin.importance = Math.max(twin.importance, importance);
      if (input.source === 'told') twin.source = 'told';
      // Told again somewhere else: it now belongs there.
      if (input.place !== undefined) twin.place = input.place;
      twin.updatedAt = now;
      this.#index.replace(twin);
      this.#schedule();
      return { ok: true, memory: { ...twin }, merged: true };
    }
    const memory: Memory = {
      id: `m-${randomBytes(5).toString('hex')}`,
      fact: checked.fact,
      ...(about === undefined ? {} : { about }),
      importance,
      source: input.source,
      ...(input.place === undefined ? {} : { place: input.place.slice(0, MAX_PLACE_CHARS) }),
      createdAt: now,
      updatedAt: now,
      lastUsedAt: now,
      uses: 0,
    };
    this.#memories.set(memory.id, memory);
    this.#index.add(memory);
    this.#prune();
    this.#schedule();
    return { ok: true, memory: { ...memory }, merged: false };
  }

  /** Best matches first. `markUsed` counts them as used (they then decay later). */
  search(query: string, limit: number, options: { markUsed?: boolean } = {}): ScoredMemory[] {
    const found: ScoredMemory[] = [];
    for (const hit of this.#index.search(query, limit)) {
      const memory = this.#memories.get(hit.id);
      if (memory !== undefined) found.push({ memory, score: hit.score });
    }
    if (options.markUsed === true) this.#markUsed(found.map((entry) => entry.memory));
    return found.map((entry) => ({ memory: { ...entry.memory }, score: entry.score }));
  }

  /**
   * The most important memories told at `place` (a satellite or device id; undefined: told nowhere in
   * particular), most recently used first, for a prompt with room left.
   */
  core(minImportance: number, limit: number, place: string | undefined): Memory[] {
    return [...this.#memories.values()]
      .filter((memory) => memory.importance >= minImportance && memory.place === place)
      .sort((a, b) => b.importance - a.importance || b.lastUsedAt - a.lastUsedAt)
      .slice(0, limit)
      .map((memory) => ({ ...memory }));
  }

  /**
   * Forgets by id, or by a query: every memory whose `about` is the query, else the best match and those
   * scoring nearly as well (at most `limit`). Returns what was forgotten.
   */
  forget(query: string, limit = 5): Memory[] {
    const exact = this.#memories.get(query.trim());
    if (exact !== undefined) return this.#removeAll([exact]);
    const label = query.trim().toLowerCase();
    const byAbout = [...this.#memories.values()].filter((m) => m.about?.toLowerCase() === label);
    if (byAbout.length > 0) return this.#removeAll(byAbout.slice(0, Math.max(limit, 20)));
    const hits = this.#index.search(query, limit);
    const best = hits[0]?.score ?? 0;
    const chosen = hits
      .filter((hit) => hit.score >= best * 0.75)
      .map((hit) => this.#memories.get(hit.id))
      .filter((memory): memory is Memory => memory !== undefined);
    return this.#removeAll(chosen);
  }

  remove(id: string): boolean {
    const memory = this.#memories.get(id);
    if (memory === undefined) return false;
    this.#removeAll([memory]);
    return true;
  }

  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#write();
  }

  async close(): Promise<void> {
    await this.flush();
    this.#closed = true;
  }

  #removeAll(memories: readonly Memory[]): Memory[] {
    for (const memory of memories) {
      this.#memories.delete(memory.id);
      this.#index.remove(memory.id);
    }
    if (memories.length > 0) this.#schedule();
    return memories.map((memory) => ({ ...memory }));
  }

  #markUsed(memories: readonly Memory[]): void {
    if (memories.length === 0) return;
    const now = this.#now();
    for (const memory of memories) {
      memory.lastUsedAt = now;
      memory.uses += 1;
    }
    this.#schedule();
  }

  #findDuplicate(fact: string, about: string | undefined): Memory | undefined {
    const terms = new Set(tokenizeMemory(fact));
    for (const hit of this.#index.search(fact, 8)) {
      const candidate = this.#memories.get(hit.id);
      if (candidate === undefined) continue;
      if (about !== undefined && candidate.about !== undefined) {
        if (about.toLowerCase() !== candidate.about.toLowerCase()) continue;
      }
      if (overlap(terms, new Set(tokenizeMemory(candidate.fact))) >= DUPLICATE_OVERLAP) return candidate;
    }
    return undefined;
  }

  /**
   * Drops decayed memories (a full pass at most once a minute: decay counts in days), then the weakest
   * past the count bound. Returns how many went.
   */
  #prune(): number {
    const now = this.#now();
    const gone: Memory[] = [];
    const sweep = now - this.#sweptAt >= 60_000 || now < this.#sweptAt;
    if (sweep) this.#sweptAt = now;
    for (const memory of sweep ? this.#memories.values() : []) {
      const days = DECAY_AFTER_DAYS[memory.importance];
      if (days !== undefined && now - Math.max(memory.lastUsedAt, memory.updatedAt) > days * DAY_MS) {
        gone.push(memory);
      }
    }
    this.#removeAll(gone);
    const excess = this.#memories.size - this.#max;
    if (excess > 0) {
      const weakest = [...this.#memories.values()]
        .sort((a, b) => retention(a, now) - retention(b, now))
        .slice(0, excess);
      this.#removeAll(weakest);
      return gone.length + weakest.length;
    }
    return gone.length;
  }

  #schedule(): void {
    this.#dirty = true;
    if (this.#closed || this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#write();
    }, this.#options.writeDelayMs ?? 1_000);
    this.#timer.unref();
  }

  #write(): Promise<void> {
    this.#chain = this.#chain.then(async () => {
      if (this.#closed || !this.#dirty) return;
      this.#dirty = false;
      try {
        await saveMemories(this.#options.file, [...this.#memories.values()]);
      } catch (error) {
        this.#dirty = true;
        this.#options.logger?.error(
          {
            err: error,
            file: this.#options.file,
            hint: 'check that the data folder is writable and not full',
          },
          'could not save the memories',
        );
      }
    });
    return this.#chain;
  }
}

/** Importance halved every 30 unused days: what eviction by count compares. */
function retention(memory: Memory, now: number): number {
  const idleDays = Math.max(0, now - Math.max(memory.lastUsedAt, memory.updatedAt)) / DAY_MS;
  return memory.importance * 0.5 ** (idleDays / 30);
}

function clampImportance(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_IMPORTANCE;
  return Math.min(5, Math.max(1, Math.round(value)));
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}
