// Unseen slice: do not read while changing the resolver.
// Slice 147's theme: family homes with children and older relatives (rooms named after people, night lights,
// fans and heaters, media, and the everyday questions of a household).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_147: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
