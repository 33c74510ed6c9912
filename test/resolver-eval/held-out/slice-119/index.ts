// Unseen slice: do not read while changing the resolver.
// Slice 119: a fifteenth balanced proxy of the hidden set; thirteen lived-in homes, everyday words.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_119: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
