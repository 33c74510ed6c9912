// Unseen slice: do not read while changing the resolver.
// Slice 112: a twelfth balanced proxy of the hidden set — loose, indirect references to things in ordinary
// homes, as people talk to a voice assistant, in thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_112: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
