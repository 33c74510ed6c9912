// Unseen slice: do not read while changing the resolver.
// Held-out slice 36: 13 plain homes, one per resolver language, 25 requests each (the reference alone).
import type { EvalSuite } from '../../eval-home.js';
import { de, en, es, fr, it } from './homes-a.js';
import { nl, pl, pt, sv } from './homes-b.js';
import { da, ja, ko, zh } from './homes-c.js';

export const HELD_OUT_36: readonly EvalSuite[] = [en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja, zh];
