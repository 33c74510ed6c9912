// Unseen slice: do not read while changing the resolver.
// Slice 113: homes whose names came from other systems (SmartThings, Homey, Tuya, Mi Home, a Zigbee bridge),
// while people call things by what they are and where they stand, in thirteen languages.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_113: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
