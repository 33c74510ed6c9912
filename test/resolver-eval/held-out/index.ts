// The held-out slice (issue 26): homes the resolver was not tuned on, run only by run-held-out.ts.
import type { EvalSuite } from '../eval-home.js';
import { hangzhouFlat, incheonApartment, osakaMansion } from './homes-cjk.js';
import {
  annecyAppartement,
  desertTownhouse,
  gdanskMieszkanie,
  leipzigFlat,
  sevillaCasa,
  torinoCasa,
  utrechtHuis,
} from './homes-latin.js';

export const HELD_OUT: readonly EvalSuite[] = [
  desertTownhouse,
  leipzigFlat,
  annecyAppartement,
  sevillaCasa,
  torinoCasa,
  utrechtHuis,
  gdanskMieszkanie,
  incheonApartment,
  osakaMansion,
  hangzhouFlat,
];
