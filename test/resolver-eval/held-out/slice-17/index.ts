// Unseen slice: do not read while changing the resolver.
// Held-out slice 17 for issue 26: thirteen medium homes (one per resolver language) that grew over years,
// written without reading the resolver. Measured only by `run-held-out.ts --slice 17`; not in SUITES or vitest.
import type { EvalSuite } from '../../eval-home.js';
import { alicante, birchwood, kassel, lucca, quimper } from './homes-a.js';
import { coimbra, gdynia, vasteras, zwolle } from './homes-b.js';
import { daejeon, hangzhou, odense, sendai } from './homes-c.js';

export const HELD_OUT_17: readonly EvalSuite[] = [
  birchwood,
  kassel,
  alicante,
  quimper,
  lucca,
  zwolle,
  coimbra,
  gdynia,
  vasteras,
  odense,
  daejeon,
  sendai,
  hangzhou,
];
