// Unseen slice: do not read while changing the resolver.
// Slice 138: homes set up over years with devices from many integrations (names left as made, renamed or
// half-renamed), asked for as the people living there speak.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_138: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
