// Unseen slice: do not read while changing the resolver.
// Slice 129: bathrooms, hallways, stairs and the entrance: mirror and vanity lights, extractor fans, towel
// warmers, stair and landing lights, motion lights, doorbells and intercoms, door locks and their contacts,
// coat-room and utility-room things.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_129: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
