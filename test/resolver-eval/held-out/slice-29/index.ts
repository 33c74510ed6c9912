// Unseen slice: do not read while changing the resolver.
// Held-out slice 29 of issue 26: thirteen homes, one per resolver language, set up by a tidy installer
// (room-first names, light groups, scenes, scripts and helpers). Measured only by run-held-out.ts.
import type { EvalSuite } from '../../eval-home.js';
import { ashford, bolognina, chamberi, leipzig, reze } from './homes-a.js';
import { gualtar, strijp, sunnersta, wieliczka } from './homes-b.js';
import { aoba, binjiang, mapo, risskov } from './homes-c.js';

export const HELD_OUT_29: readonly EvalSuite[] = [
  ashford,
  leipzig,
  chamberi,
  reze,
  bolognina,
  strijp,
  gualtar,
  wieliczka,
  sunnersta,
  risskov,
  mapo,
  aoba,
  binjiang,
];
