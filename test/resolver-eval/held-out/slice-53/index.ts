// Unseen slice: do not read while changing the resolver.
// Held-out slice 53: thirteen homes, one per resolver language, each laid out on its own (not one plan
// translated), with references as speech-to-text writes them. Measured with
// `run-held-out.ts --slice 53`; it is in no evaluation suite and in no vitest file.
import type { EvalSuite } from '../../eval-home.js';
import { kassel, oakridge, rennes, sevilla, torino } from './homes-a.js';
import { coimbra, gdansk, utrecht, vasteras } from './homes-b.js';
import { aarhus, daegu, nagoya, taichung } from './homes-c.js';

export const HELD_OUT_53: readonly EvalSuite[] = [
  oakridge,
  kassel,
  sevilla,
  rennes,
  torino,
  utrecht,
  coimbra,
  gdansk,
  vasteras,
  aarhus,
  daegu,
  nagoya,
  taichung,
];
