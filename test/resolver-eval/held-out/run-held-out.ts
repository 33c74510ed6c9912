// Measures the held-out slice: `node --import tsx test/resolver-eval/held-out/run-held-out.ts`.
// Run it only to report a figure (before and after a change), never while tuning the resolver.
import { categoryTable, failureList, runEvaluation } from '../run-eval.js';
import { HELD_OUT, HELD_OUT_2 } from './index.js';

// `--slice 2` measures the second slice.
const slice = process.argv.includes('2') ? HELD_OUT_2 : HELD_OUT;
const results = await runEvaluation(slice);
const right = results.filter((result) => result.pass).length;
console.log(categoryTable(results));
console.log(
  `\nHeld-out slice: ${right}/${results.length} (${((100 * right) / results.length).toFixed(1)} %)`,
);
if (process.env['RESOLVER_EVAL_FAILURES'] === '1') console.log(failureList(results));
