// Unseen slice: do not read while changing the resolver.
// Slice 141's theme: homes with many lights per room (ceiling, pendants, wall lights, lamps, LED strips).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_141: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
