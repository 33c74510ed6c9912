// Unseen slice: do not read while changing the resolver.
// Slice 28: thirteen homes where voice is the main way in (older people alone or with family, carers,
// children), one per resolver language. Measured only with `run-held-out.ts --slice 28`; kept out of
// SUITES and out of vitest.
import type { EvalSuite } from '../../eval-home.js';
import { casaCarmen, casaGino, hazelCottage, lindenweg, maisonOdette } from './homes-a.js';
import { bungalowHenk, casaRosa, domHaliny, villaBirgitta } from './homes-b.js';
import { halmeoniJip, husInge, nainaiJia, obaachanNoIe } from './homes-c.js';

export const HELD_OUT_28: readonly EvalSuite[] = [
  hazelCottage,
  lindenweg,
  casaCarmen,
  maisonOdette,
  casaGino,
  bungalowHenk,
  casaRosa,
  domHaliny,
  villaBirgitta,
  husInge,
  halmeoniJip,
  obaachanNoIe,
  nainaiJia,
];
