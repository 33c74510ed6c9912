// Unseen slice: do not read while changing the resolver
// Held-out slice 12 for issue 26: thirteen homes, one per language (en, de, es, fr, it, nl, pt, pl,
// sv, da, ko, ja, zh), written without reading the resolver. Kept out of SUITES; measured only by
// `run-held-out.ts --slice 12`.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_12: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
