// Unseen slice: do not read while changing the resolver.
// Held-out slice 18 for issue 26: thirteen ordinary homes, one per resolver language, with a balanced
// mix of ordinary requests and the seven kinds of miss the issue lists. Measured only, never tuned on.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_18: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
