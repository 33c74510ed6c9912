// Unseen slice: do not read while changing the resolver.
// Slice 90, a fourth balanced proxy for the hidden set: thirteen ordinary lived-in homes, one per language, 25 requests each.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_90: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
