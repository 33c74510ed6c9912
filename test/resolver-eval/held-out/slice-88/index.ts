// Unseen slice: do not read while changing the resolver.
// Slice 88: mixed-language homes (English device names in non-English homes, requests that mix the two).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_88: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
