// Unseen slice: do not read while changing the resolver.
// Slice 33: a plain balanced proxy for the hidden set, thirteen ordinary homes, one per resolver language.
import type { EvalSuite } from '../../eval-home.js';
import { lindenweg, oakridge, rennes, torino, valdemoro } from './homes-a.js';
import { amersfoort, campinas, gdynia, vasteras } from './homes-b.js';
import { aarhus, hangzhou, suwon, yokohama } from './homes-c.js';

export const HELD_OUT_33: readonly EvalSuite[] = [
  oakridge,
  lindenweg,
  valdemoro,
  rennes,
  torino,
  amersfoort,
  campinas,
  gdynia,
  vasteras,
  aarhus,
  suwon,
  yokohama,
  hangzhou,
];
