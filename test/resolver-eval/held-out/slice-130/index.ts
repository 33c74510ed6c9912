// Unseen slice: do not read while changing the resolver.
// Slice 130's theme: home offices, workshops and hobbies (desks, printers, aquariums, grow lights, gyms).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_130: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
