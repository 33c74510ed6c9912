// Unseen slice: do not read while changing the resolver.
// Slice 85: holiday homes, cabins, summer houses, a boat and outbuildings, in thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_85: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
