// An evaluation: tasks from the snapshot, then per model a fresh sandbox (simulated home + a sandbox Hearth
// behind a model tap) and every task played over Wyoming and scored. The real home is never reached:
// everything here talks to the sandbox, and the sandbox Hearth is handed only the sandbox's address.
import { EvalError } from './eval-error.js';
import type { EvalProgress, EvalReport, ModelReport, TaskResult } from './eval-types.js';
import { generateTasks } from './generate-tasks.js';
import { startModelTap } from './model-tap.js';
import { runTask } from './run-task.js';
import { sameState, startSandboxHome, type StateRecord } from './sandbox-home.js';
import { scoreTask } from './score-task.js';
import type { HomeSnapshot } from './snapshot-home.js';
import { summarizeModel } from './summarize-model.js';
import { taskHome } from './task-home.js';

export interface ModelUnderTest {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
}

/** A Hearth wired to the sandbox only; it resolves once that Hearth has loaded the sandbox home. */
export interface SandboxHearth {
  readonly host: string;
  readonly port: number;
  /**
   * Resolves true once Hearth's own view of the entity matches (the states put back between tasks have
   * reached it), false after `timeoutMs`. Without it, the evaluation waits a fixed moment instead.
   */
  sees?(entityId: string, matches: (current: StateRecord) => boolean, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export type StartSandboxHearth = (input: {
  homeAssistant: { url: string; token: string };
  /** The tap's address: the model under test behind it. */
  model: { baseUrl: string; model: string; apiKey: string | undefined };
}) => Promise<SandboxHearth>;

export interface RunEvalOptions {
  snapshot: HomeSnapshot;
  models: readonly ModelUnderTest[];
  startHearth: StartSandboxHearth;
  count?: number;
  seed?: number;
  /** Default: the snapshot's languages. */
  languages?: readonly string[];
  /** One turn's limit from outside (default 90 s; Hearth's own deadline answers first). */
  turnTimeoutMs?: number;
  onProgress?: (progress: EvalProgress) => void;
  signal?: AbortSignal;
  now?: () => Date;
}

/** How long Hearth gets to see the states put back between tasks, when it cannot say it has. */
const RESET_SETTLE_MS = 30;

async function settle(
  hearth: SandboxHearth,
  restored: { entityId: string; record: StateRecord }[],
): Promise<void> {
  if (restored.length === 0) return;
  const sees = hearth.sees?.bind(hearth);
  if (sees === undefined) {
    await new Promise((resolve) => setTimeout(resolve, RESET_SETTLE_MS));
    return;
  }
  await Promise.all(
    restored.map(({ entityId, record }) => sees(entityId, (current) => sameState(current, record), 2_000)),
  );
}

async function evaluateModel(
  options: RunEvalOptions,
  model: ModelUnderTest,
  modelIndex: number,
  runId: string,
  tasks: EvalReport['tasks'],
  known: ReadonlySet<string>,
): Promise<ModelReport> {
  const sandbox = await startSandboxHome(options.snapshot);
  const tap = await startModelTap(model.baseUrl).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  let hearth: SandboxHearth | undefined;
  try {
    hearth = await options.startHearth({
      homeAssistant: { url: sandbox.simulator.url, token: sandbox.simulator.token },
      model: { baseUrl: tap.url, model: model.model, apiKey: model.apiKey },
    });
    const target = {
      host: hearth.host,
      port: hearth.port,
      tap,
      turnTimeoutMs: options.turnTimeoutMs ?? 90_000,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    };
    const results: TaskResult[] = [];
    for (const task of tasks) {
      if (options.signal?.aborted === true) throw new EvalError('aborted', 'The evaluation was stopped');
      // The next task starts from the snapshot, as Hearth sees it too.
      await settle(hearth, sandbox.reset());
      const before = sandbox.states();
      const observation = await runTask(target, task, `${runId}-${modelIndex}-${task.id}`);
      const after = sandbox.states();
      const result = scoreTask(task, { observation, changed: sandbox.changedSince(before), after, known });
      results.push(result);
      options.onProgress?.({
        model: model.model,
        modelIndex,
        models: options.models.length,
        done: results.length,
        total: tasks.length,
        last: result,
      });
    }
    return summarizeModel(model, results);
  } finally {
    await hearth?.close();
    await tap.close();
    await sandbox.close();
  }
}

export async function runEval(options: RunEvalOptions): Promise<EvalReport> {
  if (options.models.length === 0)
    throw new EvalError('invalid-request', 'Name at least one model to evaluate');
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const home = taskHome(options.snapshot);
  const seed = options.seed ?? 1;
  const languages = options.languages?.length ? options.languages : options.snapshot.languages;
  const { tasks, skipped } = generateTasks(home, {
    seed,
    languages,
    ...(options.count === undefined ? {} : { count: options.count }),
  });
  const id = `eval-${startedAt.toISOString().replace(/[:.]/g, '-')}`;
  const models: ModelReport[] = [];
  for (const [index, model] of options.models.entries()) {
    models.push(await evaluateModel(options, model, index, id, tasks, home.ids));
  }
  return {
    id,
    startedAt: startedAt.toISOString(),
    finishedAt: now().toISOString(),
    seed,
    home: {
      name: home.name,
      entities: home.entities.length,
      exposed: home.exposed.length,
      languages: [...new Set(tasks.map((task) => task.language))],
    },
    tasks,
    skipped,
    models,
  };
}
