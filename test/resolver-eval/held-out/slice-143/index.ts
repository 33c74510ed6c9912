// Unseen slice: do not read while changing the resolver.
// Slice 143: a twenty-third balanced proxy of the hidden set, lived-in homes spoken to in everyday words.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_143: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
