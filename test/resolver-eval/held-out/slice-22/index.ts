// Unseen slice: do not read while changing the resolver.
// Held-out slice 22: thirteen homes, one per resolver language, of kinds earlier slices used less (a lake
// cabin, farms with outbuildings, city flats with a home office, houses shared by two generations, summer
// houses), each request the reference alone as a model passes it when unsure. Measured with
// `run-held-out.ts --slice 22`; not in SUITES and not in vitest.
import type { EvalSuite } from '../../eval-home.js';
import { casaleUlivi, chamberi, lindenhof, maisonBigenerationnelle, pineHollow } from './homes-a.js';
import { bovenwoning, casaPraia, domDwupokoleniowy, sommarstuga } from './homes-b.js';
import { dugaegu, gaard, laojia, maisonette } from './homes-c.js';

export const HELD_OUT_22: readonly EvalSuite[] = [
  pineHollow,
  lindenhof,
  chamberi,
  maisonBigenerationnelle,
  casaleUlivi,
  bovenwoning,
  casaPraia,
  domDwupokoleniowy,
  sommarstuga,
  gaard,
  dugaegu,
  maisonette,
  laojia,
];
