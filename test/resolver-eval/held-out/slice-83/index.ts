// Unseen slice: do not read while changing the resolver.
// Slice 83: family homes with children's rooms named after the children, pets, a home office and a garden.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_83: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
