// Unseen slice: do not read while changing the resolver.
// Slice 116: homes of people who are not technical; a relative set them up with the app's names or a quick
// word, and the people living there ask in their own words.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_116: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
