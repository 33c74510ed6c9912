// Unseen slice: do not read while changing the resolver.
// Slice 118, a fourteenth balanced proxy of the hidden set: thirteen lived-in homes, one per language,
// everyday requests as the people living there say them.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_118: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
