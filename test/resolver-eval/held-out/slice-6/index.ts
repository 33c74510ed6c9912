// Unseen slice: do not read while changing the resolver.
// Slice 6 of issue 26: thirteen homes in thirteen languages, written after slices 1–5 had been seen, to
// give the session's final honest figure. Kept out of SUITES; measured with `run-held-out.ts --slice 6`.
import type { EvalSuite } from '../../eval-home.js';
import { berlinAltbau, madridPiso, ridgeviewHouse } from './homes-a.js';
import { bolognaVilla, curitibaCasa, krakowMieszkanie, nantesMaison, utrechtBilingual } from './homes-b.js';
import { aarhusRaekkehus, goteborgVilla, seoulApateu, shenzhenGongyu, yokohamaMansion } from './homes-c.js';

export const HELD_OUT_6: readonly EvalSuite[] = [
  ridgeviewHouse,
  berlinAltbau,
  madridPiso,
  nantesMaison,
  bolognaVilla,
  utrechtBilingual,
  curitibaCasa,
  krakowMieszkanie,
  goteborgVilla,
  aarhusRaekkehus,
  seoulApateu,
  yokohamaMansion,
  shenzhenGongyu,
];
