// Unseen slice: do not read while changing the resolver.
import type { EvalSuite } from '../../eval-home.js';

export const HELD_OUT_4: readonly EvalSuite[] = [];
