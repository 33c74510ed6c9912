// Unseen slice: do not read while changing the resolver.
// Slice 93: homes with many near-identical devices (numbered spots and blinds, left/right pairs, groups beside
// their members), thirteen homes, one per language, 25 requests each.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_93: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
