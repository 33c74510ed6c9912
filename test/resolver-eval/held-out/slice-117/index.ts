// Unseen slice: do not read while changing the resolver.
// Slice 117's theme: homes whose residents did not name things, asked for in plain everyday words.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_117: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
