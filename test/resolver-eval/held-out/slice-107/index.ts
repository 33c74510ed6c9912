// Unseen slice: do not read while changing the resolver.
// Slice 107 theme: an eleventh balanced proxy of the hidden set, written by a second hand: homes set up by
// different people (tidy, half-renamed, named in two languages), everyday requests.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_107: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
