// Unseen slice: do not read while changing the resolver.
// Slice 121: kitchens, laundry and cleaning in lived-in homes (coffee machines, kettles, dishwashers, washers
// and dryers, hoods, ovens, fridges and freezers, robot vacuums and mops, their plugs and sensors).
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_121: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
