// The trace page's Models tab behind its API: one evaluation at a time, started from the page, on a snapshot
// of the home Hearth is connected to, against model names on Hearth's own endpoint and key (the page never
// picks an endpoint, so it cannot send the key elsewhere). Runs are saved where `hearth eval` saves its own.
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config/index.js';
import type { EvalProgress, StartSandboxHearth } from './eval/index.js';
import { DEFAULT_TASK_COUNT } from './eval/eval-types.js';
import { ReportStore } from './eval/report-store.js';
import type { HomeAssistantClient } from './ha/index.js';
import type { StartHearth } from './hearth-sandbox.js';
import type { EvaluationDirectory, EvaluationRequest } from './web/index.js';

interface Running {
  startedAt: string;
  models: string[];
  tasks: number;
  progress: EvalProgress | undefined;
}

export interface Evaluations extends EvaluationDirectory {
  /** Stops a running evaluation and waits for its sandbox to close. */
  close(): Promise<void>;
}

export function createEvaluations(deps: {
  config: Config;
  logger: Logger;
  client: HomeAssistantClient | undefined;
  /** hearth.ts's startHearth, for the sandbox Hearth with the user's options. */
  startHearth: StartHearth;
  /** Instead of that sandbox Hearth (tests). */
  startSandbox?: StartSandboxHearth;
}): Evaluations {
  const { config, client } = deps;
  const logger = deps.logger.child({ layer: 'eval' });
  const store = new ReportStore(join(config.dataDir, 'evals'));
  const stop = new AbortController();
  let running: Running | undefined;
  let runningDone: Promise<void> = Promise.resolve();
  let lastError: string | undefined;

  async function run(request: EvaluationRequest, state: Running): Promise<void> {
    try {
      // Loaded on the first run only: the sandbox (simulator, a second Hearth) costs memory nobody else pays.
      const { runEval, snapshotHome } = await import('./eval/index.js');
      const { sandboxHearthStarter } = await import('./hearth-sandbox.js');
      const startHearth = deps.startSandbox ?? sandboxHearthStarter(config, deps.logger, deps.startHearth);
      const snapshot = await snapshotHome(client!, { signal: stop.signal });
      const report = await runEval({
        snapshot,
        models: request.models.map((model) => ({
          baseUrl: config.llm.baseUrl,
          model,
          apiKey: config.llm.apiKey,
        })),
        startHearth,
        seed: request.seed ?? 1,
        count: state.tasks,
        signal: stop.signal,
        onProgress: (progress) => {
          state.progress = progress;
        },
      });
      store.save(report);
      lastError = undefined;
      logger.info(
        {
          id: report.id,
          scores: report.models.map((model) => `${model.model} ${Math.round(model.score * 100)} %`),
        },
        'evaluation finished',
      );
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      if (!stop.signal.aborted) {
        logger.warn(
          {
            err: error,
            hint: 'check the model endpoint and that Home Assistant is connected, then start it again',
          },
          'evaluation failed',
        );
      }
    } finally {
      running = undefined;
    }
  }

  return {
    overview() {
      const available = client?.home.loaded === true;
      return {
        available,
        ...(available ? {} : { reason: 'Home Assistant is not connected: the home cannot be copied' }),
        defaultModel: config.llm.model,
        defaultTasks: DEFAULT_TASK_COUNT,
        running: running ?? null,
        ...(lastError === undefined ? {} : { lastError }),
        runs: store.list(),
      };
    },
    get: (id) => store.get(id),
    start(request) {
      if (running !== undefined) return { ok: false, status: 409, error: 'an evaluation is already running' };
      if (client?.home.loaded !== true) {
        return {
          ok: false,
          status: 503,
          error: 'Home Assistant is not connected: the home cannot be copied',
        };
      }
      const state: Running = {
        startedAt: new Date().toISOString(),
        models: request.models,
        tasks: request.tasks ?? DEFAULT_TASK_COUNT,
        progress: undefined,
      };
      running = state;
      logger.info({ models: request.models, tasks: state.tasks }, 'evaluation started from the trace page');
      runningDone = run(request, state);
      return { ok: true };
    },
    async close() {
      stop.abort();
      await runningDone;
    },
  };
}
