// Unseen slice: do not read while changing the resolver.
// Slice 142: kitchens, laundry, bathrooms and utility rooms, asked for by their everyday words.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_142: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
