// The watches on disk: one JSON file in the data dir, 0600, written atomically (temp file + rename) and
// one write at a time, bounded in count. A damaged file is set aside and Hearth starts with no watches.
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { watchSchema, type Watch } from './watch.js';

export interface WatchStoreOptions {
  file: string;
  logger?: { warn(object: object, message: string): void } | undefined;
}

const fileSchema = z.object({ version: z.literal(1), watches: z.array(watchSchema) });

export class WatchStore {
  readonly #file: string;
  readonly #watches = new Map<string, Watch>();
  #writing: Promise<void> = Promise.resolve();
  #queued = false;
  readonly #logger: WatchStoreOptions['logger'];

  private constructor(options: WatchStoreOptions) {
    this.#file = options.file;
    this.#logger = options.logger;
  }

  static async open(options: WatchStoreOptions): Promise<WatchStore> {
    const store = new WatchStore(options);
    let text: string | undefined;
    try {
      text = await readFile(options.file, 'utf8');
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    }
    if (text !== undefined) {
      const parsed = fileSchema.safeParse(safeJson(text));
      if (parsed.success) for (const watch of parsed.data.watches) store.#watches.set(watch.id, watch);
      else {
        options.logger?.warn(
          {
            file: options.file,
            hint: 'the old file is kept next to it as .corrupt; ask for the watches again by voice',
          },
          'the watches file is damaged: set aside, starting with none',
        );
        await rename(options.file, `${options.file}.corrupt`).catch(() => undefined);
      }
    }
    return store;
  }

  get size(): number {
    return this.#watches.size;
  }

  all(): Watch[] {
    return [...this.#watches.values()];
  }

  get(id: string): Watch | undefined {
    return this.#watches.get(id);
  }

  set(watch: Watch): void {
    this.#watches.set(watch.id, watch);
  }

  delete(id: string): boolean {
    return this.#watches.delete(id);
  }

  /** Writes the current watches; resolves once they are on disk. Writes coalesce while one is running. */
  save(): Promise<void> {
    if (this.#queued) return this.#writing;
    this.#queued = true;
    this.#writing = this.#writing.then(async () => {
      this.#queued = false;
      const body = JSON.stringify({ version: 1, watches: this.all() });
      const temp = `${this.#file}.${process.pid}.tmp`;
      try {
        await mkdir(dirname(this.#file), { recursive: true, mode: 0o700 });
        await writeFile(temp, body, { encoding: 'utf8', mode: 0o600 });
        await chmod(temp, 0o600);
        await rename(temp, this.#file);
      } catch (error) {
        this.#logger?.warn(
          {
            err: error,
            file: this.#file,
            hint: 'check that the data folder is writable and not full; watches made now are lost at a restart',
          },
          'could not save the watches',
        );
      }
    });
    return this.#writing;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
