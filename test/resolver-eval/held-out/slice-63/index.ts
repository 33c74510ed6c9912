// Unseen slice: do not read while changing the resolver.
// Held-out slice 63 (issue 26): thirteen ordinary homes, one per resolver language, 312 requests passed
// as the bare noun phrase a model sends when it is unsure. Measured only with `--slice 63`.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_63: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
