// Unseen slice: do not read while changing the resolver.
// Slice 109's theme: what speech recognition hands over (missing accents, split or joined compounds,
// homophones, wrong articles, numbers as digits or words, filler words), in thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_109: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
