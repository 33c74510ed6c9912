// The report as plain-text tables for a terminal: models side by side, per category, then failure kinds.
import { FAILURE_KINDS, TASK_CATEGORIES, type EvalReport, type ModelReport } from './eval-types.js';

const percent = (share: number): string => `${Math.round(share * 100)} %`;
const ms = (value: number | undefined): string =>
  value === undefined ? '–' : value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function categoryCell(model: ModelReport, category: (typeof TASK_CATEGORIES)[number]): string {
  const score = model.byCategory[category];
  return score === undefined ? '' : `${score.passed}/${score.total}`;
}

export function formatReport(report: EvalReport): string {
  const models = report.models;
  const header = ['', ...models.map((model) => model.model)];
  const overview = table([
    header,
    ['score', ...models.map((model) => `${percent(model.score)} (${model.passed}/${model.total})`)],
    ['first chunk, median', ...models.map((model) => ms(model.firstChunkMs.median))],
    ['first chunk, p95', ...models.map((model) => ms(model.firstChunkMs.p95))],
    ['whole turn, median', ...models.map((model) => ms(model.totalMs.median))],
    ['tokens in / out', ...models.map((model) => `${model.tokens.input} / ${model.tokens.output}`)],
    ['tokens cached', ...models.map((model) => String(model.tokens.cached))],
    ['tool calls', ...models.map((model) => String(model.toolCalls))],
  ]);
  const categories = TASK_CATEGORIES.filter((category) => models.some((model) => model.byCategory[category]));
  const perCategory = table([
    header,
    ...categories.map((category) => [category, ...models.map((model) => categoryCell(model, category))]),
  ]);
  const kinds = FAILURE_KINDS.filter((kind) => models.some((model) => (model.failures[kind] ?? 0) > 0));
  const failures =
    kinds.length === 0
      ? 'no failures'
      : table([
          header,
          ...kinds.map((kind) => [kind, ...models.map((model) => String(model.failures[kind] ?? 0))]),
        ]);
  const skipped = report.skipped.map((entry) => `  ${entry.category}: ${entry.reason}`);
  return [
    `${report.home.name}: ${report.tasks.length} tasks (${report.home.languages.join(', ')}), seed ${report.seed}`,
    '',
    overview,
    '',
    perCategory,
    '',
    failures,
    ...(skipped.length === 0 ? [] : ['', 'Not asked (this home has nothing for them):', ...skipped]),
  ].join('\n');
}
