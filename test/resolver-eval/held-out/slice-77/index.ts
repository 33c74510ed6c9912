// Unseen slice: do not read while changing the resolver.
// Slice 77: thirteen homes, one per resolver language, written without reading the resolver; its emphasis is
// devices hidden on the Expose page beside visible ones with similar names. Measured only by run-held-out.ts.
import type { EvalSuite } from '../../eval-home.js';
import { alameda, eichenweg, giulia, oakridge, tilleuls } from './homes-a.js';
import { bjorkvagen, lindelaan, ribeiro, wierzbowa } from './homes-b.js';
import { haneul, jinxiu, rosenvaenget, sakura } from './homes-c.js';

export const HELD_OUT_77: readonly EvalSuite[] = [
  oakridge,
  eichenweg,
  alameda,
  tilleuls,
  giulia,
  lindelaan,
  ribeiro,
  wierzbowa,
  bjorkvagen,
  rosenvaenget,
  haneul,
  sakura,
  jinxiu,
];
