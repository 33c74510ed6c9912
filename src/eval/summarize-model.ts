// One model's task results folded into its report: success overall and per category, failure kinds,
// latency medians and tails, tokens and tool calls.
import type { CategoryScore, FailureKind, ModelReport, TaskCategory, TaskResult } from './eval-types.js';

function percentile(values: readonly number[], share: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((left, right) => left - right);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round(sorted[index]! * 10) / 10;
}

export function summarizeModel(
  model: { model: string; baseUrl: string },
  results: TaskResult[],
): ModelReport {
  const byCategory: Partial<Record<TaskCategory, CategoryScore>> = {};
  const failures: Partial<Record<FailureKind, number>> = {};
  const tokens = { input: 0, output: 0, cached: 0 };
  let toolCalls = 0;
  for (const result of results) {
    const score = (byCategory[result.category] ??= { passed: 0, total: 0 });
    score.total += 1;
    if (result.passed) score.passed += 1;
    if (result.failure !== undefined) failures[result.failure] = (failures[result.failure] ?? 0) + 1;
    tokens.input += result.tokens.input;
    tokens.output += result.tokens.output;
    tokens.cached += result.tokens.cached;
    toolCalls += result.toolCalls.length;
  }
  const passed = results.filter((result) => result.passed).length;
  const firstChunks = results.flatMap((result) =>
    result.firstChunkMs === undefined ? [] : [result.firstChunkMs],
  );
  const totals = results.map((result) => result.totalMs);
  return {
    model: model.model,
    baseUrl: model.baseUrl,
    score: results.length === 0 ? 0 : passed / results.length,
    passed,
    total: results.length,
    byCategory,
    failures,
    firstChunkMs: { median: percentile(firstChunks, 0.5), p95: percentile(firstChunks, 0.95) },
    totalMs: { median: percentile(totals, 0.5), p95: percentile(totals, 0.95) },
    tokens,
    toolCalls,
    results,
  };
}
