// Unseen slice: do not read while changing the resolver.
// Slice 110's theme: security and access (locks, gates, garage doors, doorbells, alarms, cameras, contact and
// motion sensors), in thirteen homes of thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_110: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
