// Unseen slice: do not read while changing the resolver.
// Held-out slice 19 for issue 26: thirteen ordinary homes (one per resolver language) in regional varieties
// (en-AU, de-AT, es-MX, fr-CA, southern Italian, nl-BE, pt-PT, pl, Finland-Swedish, da, ko, Kansai ja,
// zh-TW), a balanced proxy for the hidden set, written without reading the resolver. Measured only by
// `run-held-out.ts --slice 19`; not in SUITES or vitest.
import type { EvalSuite } from '../../eval-home.js';
import { graz, guadalajara, napoli, perth, quebec } from './homes-a.js';
import { aarhus, esbo, gent, porto, wieliczka } from './homes-b.js';
import { osaka, suwon, taichung } from './homes-c.js';

export const HELD_OUT_19: readonly EvalSuite[] = [
  perth,
  graz,
  guadalajara,
  quebec,
  napoli,
  gent,
  porto,
  wieliczka,
  esbo,
  aarhus,
  suwon,
  osaka,
  taichung,
];
