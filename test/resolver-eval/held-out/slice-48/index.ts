// Unseen slice: do not read while changing the resolver.
// Slice 48: thirteen homes, one per resolver language, written without reading the resolver.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_48: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
