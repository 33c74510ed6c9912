// Unseen slice: do not read while changing the resolver.
// Slice 31: thirteen family homes (children, pets, an aquarium, a baby monitor), one per resolver
// language, each request passed as the reference alone (no domain, no satellite).
import type { EvalSuite } from '../../eval-home.js';
import { girasoli, linden, oakridge, olivos, tilleuls } from './homes-a.js';
import { bjorkvagen, brzozowa, laranjeiras, vlinder } from './homes-b.js';
import { egevej, guihua, haneul, sakura } from './homes-c.js';

export const HELD_OUT_31: readonly EvalSuite[] = [
  oakridge,
  linden,
  olivos,
  tilleuls,
  girasoli,
  vlinder,
  laranjeiras,
  brzozowa,
  bjorkvagen,
  egevej,
  haneul,
  sakura,
  guihua,
];
