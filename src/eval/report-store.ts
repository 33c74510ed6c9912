// Past evaluations on disk: one JSON file per run in `<data dir>/evals/`, the newest few kept. The CLI and
// the trace page's Models tab both write here, so a run from either shows in the other.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EvalReport, ModelReport, TaskCategory } from './eval-types.js';

/** Runs kept; older ones are deleted when a new one is saved. */
export const KEPT_REPORTS = 20;

/** A run without its per-task results: what the side-by-side view and the chart need. */
export interface ReportSummary {
  id: string;
  startedAt: string;
  home: EvalReport['home'];
  tasks: number;
  seed: number;
  models: Omit<ModelReport, 'results'>[];
  categories: TaskCategory[];
}

const REPORT_ID = /^eval-[0-9TZ-]{10,40}$/;

export function summarizeReport(report: EvalReport): ReportSummary {
  return {
    id: report.id,
    startedAt: report.startedAt,
    home: report.home,
    tasks: report.tasks.length,
    seed: report.seed,
    models: report.models.map(({ results: _results, ...model }) => model),
    categories: [...new Set(report.tasks.map((task) => task.category))],
  };
}

export class ReportStore {
  readonly #dir: string;
  #summaries: ReportSummary[] | undefined;

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** Writes a report (temp file + rename) and drops the oldest past KEPT_REPORTS. */
  save(report: EvalReport): string {
    mkdirSync(this.#dir, { recursive: true, mode: 0o700 });
    const file = join(this.#dir, `${report.id}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(report), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
    const ids = this.#ids();
    for (const old of ids.slice(0, Math.max(0, ids.length - KEPT_REPORTS))) {
      rmSync(join(this.#dir, `${old}.json`), { force: true });
    }
    this.#summaries = undefined;
    return file;
  }

  /** Newest first. Unreadable files are skipped. */
  list(): ReportSummary[] {
    this.#summaries ??= this.#ids()
      .reverse()
      .flatMap((id) => {
        const report = this.get(id);
        return report === undefined ? [] : [summarizeReport(report)];
      });
    return this.#summaries;
  }

  get(id: string): EvalReport | undefined {
    if (!REPORT_ID.test(id)) return undefined;
    try {
      return JSON.parse(readFileSync(join(this.#dir, `${id}.json`), 'utf8')) as EvalReport;
    } catch {
      return undefined;
    }
  }

  /** Report ids, oldest first (their names sort by time). */
  #ids(): string[] {
    try {
      return readdirSync(this.#dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => REPORT_ID.test(id))
        .sort();
    } catch {
      return [];
    }
  }
}
