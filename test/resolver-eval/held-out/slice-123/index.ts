// Unseen slice: do not read while changing the resolver.
// Slice 123's theme: heating, cooling, air and water, with the sensors beside them; thirteen homes in
// thirteen languages, 25 requests each.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_123: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
