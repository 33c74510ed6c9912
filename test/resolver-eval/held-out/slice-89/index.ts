// Unseen slice: do not read while changing the resolver.
// Slice 89, a third balanced proxy: bigger homes (60–120 exposed entities, several floors, rooms repeated per
// floor, many lights per room); requests that must pick one among many or ask, some from a satellite's room.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_89: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
