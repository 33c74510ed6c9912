// Unseen slice: do not read while changing the resolver.
// Held-out slice 25 for issue 26: thirteen homes, one per resolver language, as integrations leave them
// (default names beside a few the household gave), measured with `run-held-out.ts --slice 25` only.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_25: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
