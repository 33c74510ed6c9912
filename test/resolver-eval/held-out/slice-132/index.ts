// Unseen slice: do not read while changing the resolver.
// Slice 132's theme: security and peace of mind (alarms, sirens, cameras, locks, contacts, smoke, leak, gas, presence, away scenes).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_132: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
