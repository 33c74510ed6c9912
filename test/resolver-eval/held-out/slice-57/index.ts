// Unseen slice: do not read while changing the resolver.
// Slice 57 of the held-out set: thirteen homes full of look-alike names, one per resolver language.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_57: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
