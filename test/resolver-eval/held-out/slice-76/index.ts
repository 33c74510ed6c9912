// Unseen slice: do not read while changing the resolver.
// Slice 76 of issue 26's held-out homes: climate and air at home, one home per resolver language.
import type { EvalSuite } from '../../eval-home.js';
import { ashby, leipzig, milano, sevilla, villeurbanne } from './homes-a.js';
import { coimbra, gdansk, umea, utrecht } from './homes-b.js';
import { aarhus, daejeon, hangzhou, sapporo } from './homes-c.js';

export const HELD_OUT_76: readonly EvalSuite[] = [
  ashby,
  leipzig,
  sevilla,
  villeurbanne,
  milano,
  utrecht,
  coimbra,
  gdansk,
  umea,
  aarhus,
  daejeon,
  sapporo,
  hangzhou,
];
