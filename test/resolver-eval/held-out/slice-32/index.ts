// Unseen slice: do not read while changing the resolver.
// Slice 32: thirteen homes with much outside, one per resolver language, measured only to report a figure.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_32: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
