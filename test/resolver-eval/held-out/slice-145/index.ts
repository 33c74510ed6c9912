// Unseen slice: do not read while changing the resolver.
// Slice 145's theme: lived-in homes of every size, everyday requests as the people living there speak them.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_145: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
