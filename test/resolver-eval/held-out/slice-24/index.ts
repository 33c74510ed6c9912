// Unseen slice: do not read while changing the resolver.
// Slice 24: thirteen homes, one per resolver language, named room by room by different people over the
// years; a balanced proxy for issue 26's hidden set. Measured only by run-held-out.ts --slice 24.
import type { EvalSuite } from '../../eval-home.js';
import { kassel, modena, rennes, ridgeview, sevilla } from './homes-a.js';
import { coimbra, gdansk, umea, utrecht } from './homes-b.js';
import { aarhus, daejeon, hangzhou, sendai } from './homes-c.js';

export const HELD_OUT_24: readonly EvalSuite[] = [
  ridgeview,
  kassel,
  sevilla,
  rennes,
  modena,
  utrecht,
  coimbra,
  gdansk,
  umea,
  aarhus,
  daejeon,
  sendai,
  hangzhou,
];
