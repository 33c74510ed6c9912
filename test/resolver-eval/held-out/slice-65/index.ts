// Unseen slice: do not read while changing the resolver.
// Held-out slice 65 (issue 26): 13 homes shaped like the public synthetic-home datasets, one per resolver
// language, 325 requests (bare references and whole commands), the phrase alone. Run only with --slice 65.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_65: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
