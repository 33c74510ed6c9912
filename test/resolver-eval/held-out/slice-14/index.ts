// Unseen slice: do not read while changing the resolver.
// Slice 14: thirteen homes, one per language, written for issue 26 and kept out of SUITES.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_14: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
