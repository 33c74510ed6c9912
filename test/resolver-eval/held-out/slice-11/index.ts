// Unseen slice: do not read while changing the resolver
// Slice 11 of issue 26: thirteen homes, one per language the pipeline speaks, written without reading the
// resolver. Kept out of SUITES; measured with `run-held-out.ts --slice 11`.
import type { EvalSuite } from '../../eval-home.js';
import {
  brisbaneQueenslander,
  guadalajaraCasa,
  lausanneAppartement,
  lecceCasa,
  salzburgHaus,
} from './homes-a.js';
import {
  blavandSommerhus,
  curitibaApartamento,
  goteborgLagenhet,
  poznanDom,
  rotterdamTussenwoning,
} from './homes-b.js';
import { hongKongFlat, saitamaIkkodate, seoulVilla } from './homes-c.js';

export const HELD_OUT_11: readonly EvalSuite[] = [
  brisbaneQueenslander,
  salzburgHaus,
  guadalajaraCasa,
  lausanneAppartement,
  lecceCasa,
  rotterdamTussenwoning,
  curitibaApartamento,
  poznanDom,
  goteborgLagenhet,
  blavandSommerhus,
  seoulVilla,
  saitamaIkkodate,
  hongKongFlat,
];
