// Unseen slice: do not read while changing the resolver.
// Slice 103's theme: homes that hide much on Home Assistant's Expose page, hidden devices beside similar
// exposed ones (a hidden bedroom speaker beside an exposed kitchen one, a hidden heater beside a fan).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_103: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
