// Unseen slice: do not read while changing the resolver.
// Slice 79 of issue 26's held-out measure: thirteen homes, one per resolver language, with households of
// several generations and shared flats (rooms, things and lists named after the people who own them).
// Measured only by `run-held-out.ts --slice 79`; kept out of SUITES and out of vitest.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_79: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
