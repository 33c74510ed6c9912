// Unseen slice: do not read while changing the resolver.
// Slice 86 of the held-out set for issue 26: kitchens and laundry rooms full of appliances (washer, dryer,
// dishwasher, oven, hob, fridge and freezer with door and temperature sensors, coffee machines, kettles on
// plugs, extractor hoods, power sensors beside their plugs). Thirteen homes, one per language.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_86: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
