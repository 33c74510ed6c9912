// Unseen slice: do not read while changing the resolver.
// Slice 106: ordinary lived-in homes of every size, everyday requests over every kind of thing (issue 26).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_106: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
