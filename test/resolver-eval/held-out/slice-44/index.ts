// Unseen slice: do not read while changing the resolver.
// Held-out slice 44 for issue 26: thirteen different homes, one per resolver language, each named and
// spoken in a regional variant (en-AU, de-AT, es-MX, fr-CA, it-CH, nl-BE, pt-BR, Kraków Polish, sv-FI,
// West Jutland Danish, Busan Korean, Kansai Japanese, Taiwan Mandarin in traditional characters); the
// phrase alone, no domain, no satellite. Measured with `run-held-out.ts --slice 44`; not in SUITES or vitest.
import type { EvalSuite } from '../../eval-home.js';
import { brisbane, guadalajara, lugano, quebec, wien } from './homes-a.js';
import { gent, krakow, saoPaulo, vasa } from './homes-b.js';
import { busan, osaka, ringkobing, taichung } from './homes-c.js';

export const HELD_OUT_44: readonly EvalSuite[] = [
  brisbane,
  wien,
  guadalajara,
  quebec,
  lugano,
  gent,
  saoPaulo,
  krakow,
  vasa,
  ringkobing,
  busan,
  osaka,
  taichung,
];
