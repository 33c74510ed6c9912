// Unseen slice: do not read while changing the resolver.
// Slice 140's theme: the whole home beyond lights (scenes, modes and helpers, scripts, presence, timers and
// lists, media, covers and climate) in ordinary family homes, asked for the way the family says it.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_140: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
