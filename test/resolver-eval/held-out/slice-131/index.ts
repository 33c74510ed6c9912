// Unseen slice: do not read while changing the resolver.
// Slice 131's theme: energy and utilities (solar, batteries, heat pumps, meters, EV charging, plugs, pumps).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_131: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
