// An evaluation: tasks from the snapshot, then per model a fresh sandbox (simulated home + a sandbox Hearth
// behind a model tap) and every task played over Wyoming and scored. The real home is never reached:
// everything here talks to the sandbox, and the sandbox Hearth is handed only the sandbox's address.
import { EvalError } from './eval-error.js';
import type { EvalProgress, EvalReport, EvalTask, ModelReport, TaskResult } from './eval-types.js';
import { generateTasks } from './generate-tasks.js';
import { startModelTap } from './model-tap.js';
import { playAndScore } from './play-task.js';
import type { SandboxHearth, StartSandboxHearth } from './sandbox-hearth.js';
import { startSandboxHome } from './sandbox-home.js';
import type { HomeSnapshot } from './snapshot-home.js';
import { summarizeModel } from './summarize-model.js';
import { taskHome } from './task-home.js';

export interface ModelUnderTest {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
}

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

/** Tasks in a row that must fail with an error before the rest of a model's tasks are not even tried. */
const FAILED_START = 3;

/**
 * A model whose first tasks all failed with an error (endpoint down, key refused, unknown model, every
 * turn past the deadline) gets the rest failed at once, with the first one's reason, instead of minutes
 * of waiting for the same answer.
 */
function unreachable(results: readonly TaskResult[]): ((task: EvalTask) => TaskResult) | undefined {
  if (
    results.length < FAILED_START ||
    results.slice(0, FAILED_START).some((result) => result.failure !== 'error')
  ) {
    return undefined;
  }
  const reason = results[0]!.detail ?? 'error';
  return (task) => ({
    taskId: task.id,
    category: task.category,
    language: task.language,
    text: task.text,
    passed: false,
    failure: 'error',
    detail: `not tried: the first ${FAILED_START} tasks failed (${reason})`,
    spoken: '',
    toolCalls: [],
    firstChunkMs: undefined,
    totalMs: 0,
    tokens: { input: 0, output: 0, cached: 0 },
  });
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
      const skip = unreachable(results);
      const result =
        skip?.(task) ??
        (await playAndScore(sandbox, hearth, target, task, known, `${runId}-${modelIndex}-${task.id}`));
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
