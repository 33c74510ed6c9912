// Unseen slice: do not read while changing the resolver.
// Slice 87: security and safety (alarm panels, sirens, cameras, smoke, CO, gas and leak detectors, doors and
// windows beside locks, garage doors and gates with their sensors), thirteen homes in thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_87: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
