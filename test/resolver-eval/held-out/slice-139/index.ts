// Unseen slice: do not read while changing the resolver.
// Theme: requests by people who did not set the home up, naming things by use, place or looks.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_139: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
