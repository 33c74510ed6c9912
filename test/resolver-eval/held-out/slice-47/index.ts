// Unseen slice: do not read while changing the resolver.
// Held-out slice 47: thirteen different family homes and flats, one per resolver language, the reference passed
// alone as a model passes it when unsure (bare words, the verb or question left in, a politeness word or
// filler, a value or setpoint). Run with `run-held-out.ts --slice 47`; outside SUITES and vitest.
import type { EvalSuite } from '../../eval-home.js';
import { maisonReze, okaforSemi, pisoTriana, schneiderReihenhaus, villettaBergamo } from './homes-a.js';
import { domOliwa, lagenhetMajorna, moradiaBraga, rijtjeshuisUtrecht } from './homes-b.js';
import { hangzhouLianpai, parcelhusAarhus, suwonDuplex, yokohamaIkkodate } from './homes-c.js';

export const HELD_OUT_47: readonly EvalSuite[] = [
  okaforSemi,
  schneiderReihenhaus,
  pisoTriana,
  maisonReze,
  villettaBergamo,
  rijtjeshuisUtrecht,
  moradiaBraga,
  domOliwa,
  lagenhetMajorna,
  parcelhusAarhus,
  suwonDuplex,
  yokohamaIkkodate,
  hangzhouLianpai,
];
