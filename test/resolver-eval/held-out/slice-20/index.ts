// Unseen slice: do not read while changing the resolver.
// Slice 20: thirteen small homes (flats, a studio-sized officetel, shared flats, a terraced house), one per
// resolver language, as a balanced proxy for the hidden set. Measured only through run-held-out.ts.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_20: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
