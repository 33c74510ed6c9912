// Unseen slice: do not read while changing the resolver.
// Slice 92's theme: small flats and shared flats, studios, one-bedroom flats, flatmates' rooms, balconies.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_92: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
