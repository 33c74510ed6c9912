// Unseen slice: do not read while changing the resolver.
// Slice 66: thirteen ordinary homes, one per resolver language, of different sizes and layouts (flat,
// terraced, detached with garden, holiday home, shared flat, duplex), every request the reference alone.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_66: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
