// Unseen slice: do not read while changing the resolver.
// Slice 136: homes set up by one person and used by the whole family, everyday requests as they speak them.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_136: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
