// Unseen slice: do not read while changing the resolver.
// Slice 133's theme: small flats and student rooms (plugs named after what hangs on them, lamps by shape, shared kitchen, balcony).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_133: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
