// `hearth eval`: which model works for this home. Snapshots the home through Hearth's own connection (or a
// home file), runs the generated tasks against each model in a sandbox, prints a progress bar and a table,
// and writes the JSON report. The real home is only read.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig, type Config } from '../config/index.js';
import {
  DEFAULT_TASK_COUNT,
  formatReport,
  MAX_TASK_COUNT,
  ReportStore,
  runEval,
  type EvalReport,
  type ModelUnderTest,
} from '../eval/index.js';
import { sandboxHearthStarter } from '../hearth-sandbox.js';
import { startHearth } from '../hearth.js';
import { progressLine } from './eval-progress.js';
import { snapshotForEval } from './eval-home.js';

export const EVAL_USAGE = `Usage: hearth eval [options]
Tests models on a copy of your home: tasks made from your devices, names and languages, run through
Hearth in a sandbox (nothing reaches your real home), scored by what the sandbox ends like and what
was said. Prints a table; writes the whole report as JSON.
  --model NAME        a model to test; repeat to compare several (default: LLM_MODEL / the add-on's model)
  --base-url URL      their OpenAI-compatible endpoint (default: LLM_BASE_URL / the add-on's)
  --api-key KEY       its key (default: LLM_API_KEY; prefer the variable: arguments show in ps)
  --tasks N           how many tasks, 1 to ${MAX_TASK_COUNT} (default ${DEFAULT_TASK_COUNT})
  --seed S            which tasks: the same seed and home give the same tasks (default 1)
  --language L        a language of the tasks; repeat for several (default: the home's Assist
                      pipelines' languages; en, de, es, fr, nl, it have their own sentences)
  --home FILE         a home file instead of your Home Assistant (format: src/simulator/homes/README.md)
  --generate N        a generated home of N entities instead (seeded by --seed)
  --out FILE          where to write the JSON report (default: ./hearth-eval-<time>.json)
  --json              print the JSON report instead of the table
  --timeout S         give up on one turn after S seconds (default 90)
  -h, --help          this text`;

const FLAGS = {
  model: { type: 'string', multiple: true },
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  tasks: { type: 'string' },
  seed: { type: 'string' },
  language: { type: 'string', multiple: true },
  home: { type: 'string' },
  generate: { type: 'string' },
  out: { type: 'string' },
  json: { type: 'boolean' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Bad command-line arguments; the message says which. */
export class EvalUsageError extends Error {
  override readonly name = 'EvalUsageError';
  readonly code = 'usage';
}

function wholeNumber(value: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new EvalUsageError(`${flag} needs a whole number from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

export interface EvalDeps {
  env?: NodeJS.ProcessEnv;
  /** Where the table and messages go (default stdout). */
  write?: (text: string) => void;
  /** Where the progress bar goes (default stderr). */
  progress?: (text: string) => void;
  /** Whether the progress bar may redraw its line (default: stderr is a terminal). */
  interactive?: boolean;
  signal?: AbortSignal;
}

function modelsFrom(
  values: { model?: string[]; 'base-url'?: string; 'api-key'?: string },
  config: Config,
): ModelUnderTest[] {
  const baseUrl = values['base-url'] ?? config.llm.baseUrl;
  try {
    new URL(baseUrl);
  } catch {
    throw new EvalUsageError(`--base-url must be a URL such as http://localhost:11434/v1, got "${baseUrl}"`);
  }
  const apiKey = values['api-key'] ?? config.llm.apiKey;
  const names = values.model?.length ? values.model : [config.llm.model];
  return [...new Set(names)].map((model) => ({ baseUrl, model, apiKey }));
}

export async function runEvalCommand(argv: string[], deps: EvalDeps = {}): Promise<EvalReport | undefined> {
  const write = deps.write ?? ((text: string) => void process.stdout.write(text));
  const progress = deps.progress ?? ((text: string) => void process.stderr.write(text));
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: FLAGS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new EvalUsageError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (values.help === true) {
    write(`${EVAL_USAGE}\n`);
    return undefined;
  }
  if (values.home !== undefined && values.generate !== undefined) {
    throw new EvalUsageError('use either --home FILE or --generate N, not both');
  }
  const config = loadConfig({ env: { ...(deps.env ?? process.env), WEB_PORT: 'off' } });
  const count = wholeNumber(values.tasks, '--tasks', 1, MAX_TASK_COUNT);
  const seed = wholeNumber(values.seed, '--seed', 0, 2 ** 31) ?? 1;
  const timeoutS = wholeNumber(values.timeout, '--timeout', 1, 3600) ?? 90;
  const generate = wholeNumber(values.generate, '--generate', 10, 100_000);
  const models = modelsFrom(values, config);
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const snapshot = await snapshotForEval(config, logger, {
    ...(values.home === undefined ? {} : { homeFile: values.home }),
    ...(generate === undefined ? {} : { generate: { entities: generate, seed } }),
  });
  const interactive = deps.interactive ?? process.stderr.isTTY === true;
  const report = await runEval({
    snapshot,
    models,
    seed,
    startHearth: sandboxHearthStarter(config, logger, startHearth),
    turnTimeoutMs: timeoutS * 1000,
    ...(count === undefined ? {} : { count }),
    ...(values.language === undefined ? {} : { languages: values.language }),
    ...(deps.signal === undefined ? {} : { signal: deps.signal }),
    onProgress: (step) => progress(progressLine(step, interactive)),
  });
  if (interactive) progress('\n');
  const out = resolve(values.out ?? `hearth-eval-${report.id.slice('eval-'.length)}.json`);
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  try {
    // Also where the trace page's Models tab reads past runs from.
    new ReportStore(join(config.dataDir, 'evals')).save(report);
  } catch {
    // A read-only data dir only costs the page this run.
  }
  write(
    values.json === true
      ? `${JSON.stringify(report, null, 2)}\n`
      : `${formatReport(report)}\n\nReport written to ${out}\n`,
  );
  return report;
}
