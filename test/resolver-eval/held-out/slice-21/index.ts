// Unseen slice: do not read while changing the resolver.
// Held-out slice 21 (issue 26): thirteen family houses, one per resolver language, written without
// reading the resolver; measured only with `run-held-out.ts --slice 21`, never in SUITES or vitest.
import type { EvalSuite } from '../../eval-home.js';
import { casaPinar, lindenweg, maisonTilleuls, oakHollow, villaGlicini } from './homes-a.js';
import { casaOliveiras, domSosnowa, huisBeukenlaan, villaBjork } from './homes-b.js';
import { husEgevej, jeonwonHouse, sakuraHouse, tingyuanHouse } from './homes-c.js';

export const HELD_OUT_21: readonly EvalSuite[] = [
  oakHollow,
  lindenweg,
  casaPinar,
  maisonTilleuls,
  villaGlicini,
  huisBeukenlaan,
  casaOliveiras,
  domSosnowa,
  villaBjork,
  husEgevej,
  jeonwonHouse,
  sakuraHouse,
  tingyuanHouse,
];
