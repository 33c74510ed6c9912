// Unseen slice: do not read while changing the resolver.
// Slice 96's theme: how older people and children speak — polite, long, roundabout requests, nicknames
// for rooms, fillers and hesitations, in each language.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_96: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
