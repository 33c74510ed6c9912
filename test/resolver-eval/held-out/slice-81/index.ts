// Unseen slice: do not read while changing the resolver.
// Slice 81 of the held-out set for issue 26: small city flats and studios (a living room with a kitchen
// corner, one bedroom, a bathroom, a hallway, a balcony) whose devices mostly keep the generic names their
// integrations gave them, asked for by what they are and where. Thirteen homes, one per language.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_81: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
