// Unseen slice: do not read while changing the resolver.
// Slice 101's theme: a balanced proxy of the hidden set weighted to its hardest categories (things that
// share words, lists and rooms named after shops and people, hidden things beside visible ones), thirteen
// homes in thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_101: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
