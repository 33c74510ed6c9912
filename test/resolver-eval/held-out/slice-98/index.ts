// Unseen slice: do not read while changing the resolver.
// Slice 98's theme: terse voice commands as satellites hear them (two- or three-word requests, no articles,
// the room said first or last, a few speech-to-text slips), thirteen homes in thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_98: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
