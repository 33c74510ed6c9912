// Unseen slice: do not read while changing the resolver.
// Slice 128: thirteen homes set up over years by different people in the family, everyday requests as the
// people living there speak them.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_128: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
