// Unseen slice: do not read while changing the resolver.
// Held-out slice 61: thirteen homes, one per resolver language, each written in a regional variety
// (Australian English, Austrian German, Mexican Spanish, Belgian French, southern Italian, Flemish, Brazilian
// Portuguese, Polish, Finland Swedish, Danish, Korean, Kansai Japanese, Taiwanese Mandarin in traditional
// characters). Measured with `run-held-out.ts --slice 61`; kept out of SUITES and out of vitest.
import type { EvalSuite } from '../../eval-home.js';
import { bari, brisbane, graz, guadalajara, liege } from './homes-a.js';
import { aarhus, curitiba, gent, poznan, vasa } from './homes-b.js';
import { daegu, kaohsiung, osaka } from './homes-c.js';

export const HELD_OUT_61: readonly EvalSuite[] = [
  brisbane,
  graz,
  guadalajara,
  liege,
  bari,
  gent,
  curitiba,
  poznan,
  vasa,
  aarhus,
  daegu,
  osaka,
  kaohsiung,
];
