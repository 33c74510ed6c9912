// Unseen slice: do not read while changing the resolver.
// Slice 146: homes whose names were typed quickly or left as the app made them (abbreviations, model codes,
// brand names, mixed languages), asked for in the residents' everyday words.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_146: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
