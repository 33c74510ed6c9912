// Unseen slice: do not read while changing the resolver.
// Slice 55: thirteen ordinary homes (one per resolver language) as a plain balanced proxy for the hidden
// set of issue 26; every phrase is passed alone, with no domain and no satellite.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_55: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
