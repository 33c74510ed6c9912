// Unseen slice: do not read while changing the resolver
// Slice 10 of issue 26: thirteen homes, one per language the pipeline speaks, written without reading
// the resolver. Kept out of SUITES; measured with `run-held-out.ts --slice 10`.
import type { EvalSuite } from '../../eval-home.js';
import {
  bolognaAppartamento,
  bristolTerrace,
  muenchenWohnung,
  nantesMaison,
  valladolidPiso,
} from './homes-a.js';
import {
  gentRijhuis,
  koebenhavnLejlighed,
  krakowMieszkanie,
  lisboaApartamento,
  vasaEgnahemshus,
} from './homes-b.js';
import { hangzhouGongyu, osakaManshon, seoulApateu } from './homes-c.js';

export const HELD_OUT_10: readonly EvalSuite[] = [
  bristolTerrace,
  muenchenWohnung,
  valladolidPiso,
  nantesMaison,
  bolognaAppartamento,
  gentRijhuis,
  lisboaApartamento,
  krakowMieszkanie,
  vasaEgnahemshus,
  koebenhavnLejlighed,
  seoulApateu,
  osakaManshon,
  hangzhouGongyu,
];
