// Unseen slice: do not read while changing the resolver.
// Held-out slice 73 for issue 26: 13 homes, one per resolver language, each phrase passed alone (no domain,
// no satellite) as a small model writes it when unsure. Measured only through run-held-out.ts --slice 73.
import type { EvalSuite } from '../../eval-home.js';
import { duplex, piso, reihenhaus, ridgeview, villetta } from './homes-a.js';
import { apartamento, dom, rijtjeshuis, villa } from './homes-b.js';
import { bokcheung, fushi, ikkodate, parcelhus } from './homes-c.js';

export const HELD_OUT_73: readonly EvalSuite[] = [
  ridgeview,
  reihenhaus,
  piso,
  duplex,
  villetta,
  rijtjeshuis,
  apartamento,
  dom,
  villa,
  parcelhus,
  bokcheung,
  ikkodate,
  fushi,
];
