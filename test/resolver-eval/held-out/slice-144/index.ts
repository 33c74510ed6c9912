// Unseen slice: do not read while changing the resolver.
// Slice 144: homes set up by a relative with default or model names, asked for in the residents' own words.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_144: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
