// Unseen slice: do not read while changing the resolver.
// Slice 126: a sixteenth balanced proxy of the hidden set, thirteen lived-in homes in thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_126: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
