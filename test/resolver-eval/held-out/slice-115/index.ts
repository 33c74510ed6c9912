// Unseen slice: do not read while changing the resolver.
// Slice 115: a thirteenth balanced proxy of the hidden set, thirteen ordinary homes of every size.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_115: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
