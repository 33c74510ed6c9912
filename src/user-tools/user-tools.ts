// The user's tools.yaml, loaded, watched and reloaded. A broken edit never takes working tools away:
// a syntax error keeps every tool as it was; an entry that no longer checks keeps its last good version
// when its name is still there. Problems are logged with file, line and column, and kept for the
// trace page with each tool's last failure.
import { watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Tool, ToolLogger, ToolResult } from '../tools/index.js';
import type { UserToolDefinition } from './compile-tool.js';
import { createUserTool } from './create-user-tool.js';
import { loadToolFile } from './load-tool-file.js';
import type { LoadedTool } from './load-tool-file.js';
import type { FileProblem } from './read-tool-file.js';
import type { StepDeps } from './run-step.js';

export interface UserToolsOptions {
  /** Path of tools.yaml; secrets.yaml is read from the same folder. */
  file: string;
  /** Names the user's tools may not take (Hearth's own tools). */
  reservedNames: readonly string[];
  logger?: ToolLogger | undefined;
  /** Quiet time after a change before reloading (editors write in bursts). Default 300 ms. */
  debounceMs?: number;
  /** Watch the folder and reload on change (default true). */
  watch?: boolean;
}

export interface UserToolsStatus {
  file: string;
  /** False when there is no tools.yaml (not an error). */
  found: boolean;
  loadedAt: string | undefined;
  tools: { name: string; kind: string; line: number; lastError?: { at: string; message: string } }[];
  problems: FileProblem[];
}

export class UserTools {
  readonly #options: UserToolsOptions;
  #loaded = new Map<string, LoadedTool>();
  #problems: FileProblem[] = [];
  #found = false;
  #loadedAt: string | undefined;
  #version = 0;
  #lastErrors = new Map<string, { at: string; message: string }>();
  #watcher: FSWatcher | undefined;
  #timer: NodeJS.Timeout | undefined;
  #reloading: Promise<void> = Promise.resolve();
  #listeners = new Set<() => void>();

  private constructor(options: UserToolsOptions) {
    this.#options = options;
  }

  static async open(options: UserToolsOptions): Promise<UserTools> {
    const tools = new UserTools(options);
    await tools.reload();
    if (options.watch !== false) tools.#startWatching();
    return tools;
  }

  /** Bumps on every reload that changed the tools. */
  get version(): number {
    return this.#version;
  }

  definitions(): readonly UserToolDefinition[] {
    return [...this.#loaded.values()].map((loaded) => loaded.definition);
  }

  /** The tools over the home side's deps; rebuilt by the caller when `version` moves. */
  build(deps: Omit<StepDeps, 'secrets'>): Tool[] {
    return [...this.#loaded.values()].map(({ definition, secrets }) =>
      createUserTool(definition, { ...deps, secrets }, (name, result) => this.#noteResult(name, result)),
    );
  }

  /** Called after each reload. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  status(): UserToolsStatus {
    return {
      file: this.#options.file,
      found: this.#found,
      loadedAt: this.#loadedAt,
      tools: [...this.#loaded.values()].map(({ definition }) => {
        const lastError = this.#lastErrors.get(definition.name);
        return {
          name: definition.name,
          kind: definition.kind,
          line: definition.line,
          ...(lastError === undefined ? {} : { lastError }),
        };
      }),
      problems: this.#problems,
    };
  }

  /** Reads the files again (also what the watcher calls). Never throws. */
  reload(): Promise<void> {
    this.#reloading = this.#reloading.then(() => this.#load());
    return this.#reloading;
  }

  close(): void {
    clearTimeout(this.#timer);
    this.#watcher?.close();
    this.#listeners.clear();
  }

  async #load(): Promise<void> {
    const { file, logger, reservedNames } = this.#options;
    let loaded: Awaited<ReturnType<typeof loadToolFile>>;
    try {
      loaded = await loadToolFile(file, reservedNames, this.#loaded);
    } catch (error) {
      // Nothing a file holds may end the process (a reload runs from a watcher, with nobody to catch it).
      logger?.error(
        { err: error, file, hint: 'fix tools.yaml and save it again; your tools stay as they were' },
        `could not read ${file}; kept the tools as they were`,
      );
      return;
    }
    this.#found = loaded.found;
    this.#apply(loaded.tools, loaded.problems);
    if (!loaded.found) {
      logger?.info(
        { file },
        `no ${file}: write one to give Hearth tools of your own (DOCS: "Your own tools")`,
      );
    }
  }

  #apply(next: Map<string, LoadedTool>, problems: FileProblem[]): void {
    const { logger, file } = this.#options;
    this.#loaded = next;
    this.#problems = problems;
    this.#loadedAt = new Date().toISOString();
    this.#version += 1;
    for (const problem of problems) {
      logger?.error(
        {
          file: problem.file,
          line: problem.line,
          column: problem.column,
          ...(problem.tool === undefined ? {} : { tool: problem.tool }),
          hint: 'fix this place in the file and save it: Hearth reloads it by itself, and the other tools keep working',
        },
        `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`,
      );
    }
    if (this.#found) {
      logger?.info(
        { file, tools: [...next.keys()], problems: problems.length },
        `your tools: ${next.size} loaded, ${problems.length} problem(s)`,
      );
    }
    for (const listener of this.#listeners) listener();
  }

  #noteResult(name: string, result: ToolResult): void {
    if (result.ok) return;
    this.#lastErrors.set(name, { at: new Date().toISOString(), message: String(result.error).slice(0, 300) });
  }

  #startWatching(): void {
    const { file, logger } = this.#options;
    const names = new Set([basename(file), 'secrets.yaml']);
    try {
      this.#watcher = watch(dirname(file), (_event, changed) => {
        if (changed !== null && !names.has(changed.toString())) return;
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => void this.reload(), this.#options.debounceMs ?? 300);
      });
      this.#watcher.on('error', (error) =>
        logger?.warn(
          { err: error, file, hint: 'restart Hearth after editing tools.yaml' },
          'stopped watching tools.yaml',
        ),
      );
    } catch (error) {
      // No folder at all (so no tools.yaml to expect) is not worth a warning.
      const missing = (error as { code?: unknown }).code === 'ENOENT';
      const hint = 'restart Hearth after editing tools.yaml';
      if (missing) logger?.debug({ err: error, file, hint }, 'cannot watch the folder of tools.yaml');
      else logger?.warn({ err: error, file, hint }, 'cannot watch the folder of tools.yaml');
    }
  }
}
