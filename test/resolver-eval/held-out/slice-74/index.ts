// Unseen slice: do not read while changing the resolver.
// Slice 74: thirteen homes, one per resolver language, with requests as typed into the Assist box of the
// Home Assistant app (lowercase, no accents, typos, typed abbreviations), the reference alone.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_74: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
