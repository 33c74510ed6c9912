// The resolver evaluation set (issue 12): several homes in several languages, each request tagged
// with what it exercises. Prints the accuracy per category and fails below the landed threshold;
// RESOLVER_EVAL_FAILURES=1 also prints every miss with what the resolver answered.
import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../src/resolver/index.js';
import { mapleStreet } from './resolver-eval/home-maple-street.js';
import { categoryTable, failureList, indexHome, runEvaluation } from './resolver-eval/run-eval.js';

/**
 * Every case right: the set holds what the resolver has been made to do, and a miss is a rule broken (at 0.99 one
 * miss went unnoticed for a whole round). A case that turns out unfair is changed or removed, never tolerated.
 */
const THRESHOLD = 1;

describe('resolver evaluation set', () => {
  it('resolves at least the landed share of requests to exactly the right entities', async () => {
    const results = await runEvaluation();
    const accuracy = results.filter((result) => result.pass).length / results.length;
    console.log(`Resolver evaluation (${results.length} cases)\n${categoryTable(results)}`);
    if (process.env['RESOLVER_EVAL_FAILURES'] === '1') console.log(failureList(results));
    expect(results.length).toBeGreaterThanOrEqual(300);
    expect(accuracy).toBeGreaterThanOrEqual(THRESHOLD);
    // ~6,000 cases take ~25 s of CPU; on a shared 2-core machine at a load of ~20 that has passed 180 s of wall
    // time, so the limit only catches a resolver that hangs.
  }, 600_000);
});

describe('the verb of the request', () => {
  it('picks what the action acts on when the phrase names only a place', async () => {
    const index = await indexHome(mapleStreet);
    const entry = resolveTarget(index, 'the entry');
    expect(entry.kind === 'found' && [...entry.entityIds].sort()).toEqual(['light.entry', 'lock.front_door']);
    expect(resolveTarget(index, 'the entry', { prefer: ['lock'] })).toMatchObject({
      kind: 'found',
      entityIds: ['lock.front_door'],
    });
    // A kind in the phrase wins over the verb's preference.
    expect(resolveTarget(index, 'the entry light', { prefer: ['lock'] })).toMatchObject({
      entityIds: ['light.entry'],
    });
  }, 30_000);
});
