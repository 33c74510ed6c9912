// Unseen slice: do not read while changing the resolver.
// Held-out slice 26 for issue 26: thirteen homes, one per resolver language, measured only to report a figure.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_26: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
