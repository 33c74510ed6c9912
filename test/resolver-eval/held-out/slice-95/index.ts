// Unseen slice: do not read while changing the resolver.
// Slice 95's theme: media and entertainment (TVs, soundbars, multi-room speakers by brand, receivers,
// consoles, projectors; music, volume and "turn on the TV"), thirteen homes in thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_95: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
