// Unseen slice: do not read while changing the resolver.
// Slice 23: thirteen homes, one per resolver language, a balanced proxy for the hidden set of issue 26.
import type { EvalSuite } from '../../eval-home.js';
import { bergamo, leipzig, oakridge, rennes, zaragoza } from './homes-a.js';
import { coimbra, gdansk, utrecht, vasteras } from './homes-b.js';
import { aarhus, hangzhou, sendai, suwon } from './homes-c.js';

export const HELD_OUT_23: readonly EvalSuite[] = [
  oakridge,
  leipzig,
  zaragoza,
  rennes,
  bergamo,
  utrecht,
  coimbra,
  gdansk,
  vasteras,
  aarhus,
  suwon,
  sendai,
  hangzhou,
];
