// Unseen slice: do not read while changing the resolver.
// Slice 148: homes with gardens, terraces, garages and outbuildings, asked for by what people call the things.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_148: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
