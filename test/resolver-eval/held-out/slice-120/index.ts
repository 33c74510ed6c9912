// Unseen slice: do not read while changing the resolver.
// Slice 120: names typed by one person in a hurry (short, odd, half in English); everyone else asks in
// their own everyday words, for lights, heating and cooling, covers, appliances, media and sensors.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_120: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
