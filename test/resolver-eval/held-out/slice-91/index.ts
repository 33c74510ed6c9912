// Unseen slice: do not read while changing the resolver.
// Slice 91, a fifth balanced proxy of the hidden set: ordinary homes of every size as people set them up in
// Home Assistant (integration default names beside renamed ones, a few aliases), with plain everyday requests.
import type { EvalSuite } from '../../eval-home.js';
import { HOMES_A } from './homes-a.js';
import { HOMES_B } from './homes-b.js';
import { HOMES_C } from './homes-c.js';

export const HELD_OUT_91: readonly EvalSuite[] = [...HOMES_A, ...HOMES_B, ...HOMES_C];
