// Unseen slice: do not read while changing the resolver.
// Slice 56: thirteen homes, one per resolver language, the seven kinds of miss about twice each.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_56: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
