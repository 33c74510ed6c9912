// Unseen slice: do not read while changing the resolver.
// Slice 105: a ninth balanced proxy of the hidden set, each language as people in one region say it.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_105: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
