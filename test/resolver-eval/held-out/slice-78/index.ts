// Unseen slice: do not read while changing the resolver.
// Slice 78: 13 homes, one per resolver language, whose emphasis is brand and product names across scripts
// and spellings. Measured with `run-held-out.ts --slice 78`; kept out of SUITES and out of vitest.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_78: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
