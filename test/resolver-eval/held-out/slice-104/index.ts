// Unseen slice: do not read while changing the resolver.
// Slice 104's theme: requests naming several things at once, or a place and a kind together, beside ordinary
// single requests.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_104: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
