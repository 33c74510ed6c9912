// The resolver evaluation set (issue 12): several homes in several languages, each request tagged
// with what it exercises. Prints the accuracy per category and fails below the landed threshold;
// RESOLVER_EVAL_FAILURES=1 also prints every miss with what the resolver answered.
import { describe, expect, it } from 'vitest';
import { categoryTable, failureList, runEvaluation } from './resolver-eval/run-eval.js';

/** Raised with every landed improvement; the set must never score below it. */
const THRESHOLD = 0.98;

describe('resolver evaluation set', () => {
  it('resolves at least the landed share of requests to exactly the right entities', async () => {
    const results = await runEvaluation();
    const accuracy = results.filter((result) => result.pass).length / results.length;
    console.log(`Resolver evaluation (${results.length} cases)\n${categoryTable(results)}`);
    if (process.env['RESOLVER_EVAL_FAILURES'] === '1') console.log(failureList(results));
    expect(results.length).toBeGreaterThanOrEqual(300);
    expect(accuracy).toBeGreaterThanOrEqual(THRESHOLD);
  }, 60_000);
});
