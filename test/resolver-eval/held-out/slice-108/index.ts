// Unseen slice: do not read while changing the resolver.
// Slice 108's theme: homes on several floors and with outbuildings, requests that name the floor or
// building, and things of the same name on different floors.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_108: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
