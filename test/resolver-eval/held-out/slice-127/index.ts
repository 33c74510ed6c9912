// Unseen slice: do not read while changing the resolver.
// Slice 127: a seventeenth balanced proxy of the hidden set, thirteen lived-in homes of every size where the
// people living there ask in their everyday words (synonyms, places, uses, short names), one home a language.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_127: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
