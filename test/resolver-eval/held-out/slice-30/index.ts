// Unseen slice: do not read while changing the resolver.
// Slice 30 of issue 26's held-out set: thirteen homes of people who measure things, one per resolver
// language, 25 requests each. Run only through `run-held-out.ts --slice 30`; kept out of SUITES and vitest.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_30: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
