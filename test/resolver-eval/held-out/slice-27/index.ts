// Unseen slice: do not read while changing the resolver.
// Held-out slice 27 of issue 26: thirteen larger houses (25–35 devices over two or three floors), one per
// resolver language, the reference alone as a model passes it when unsure. Measured with
// `run-held-out.ts --slice 27`; kept out of SUITES and out of vitest.
import type { EvalSuite } from '../../eval-home.js';
import { bergamo, columbus, kassel, rennes, valladolid } from './homes-a.js';
import { curitiba, utrecht, vasteras, wroclaw } from './homes-b.js';
import { aarhus, pangyo, saitama, suzhou } from './homes-c.js';

export const HELD_OUT_27: readonly EvalSuite[] = [
  columbus,
  kassel,
  valladolid,
  rennes,
  bergamo,
  utrecht,
  curitiba,
  wroclaw,
  vasteras,
  aarhus,
  pangyo,
  saitama,
  suzhou,
];
