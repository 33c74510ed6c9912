// Unseen slice: do not read while changing the resolver.
// Slice 68: thirteen homes, one per resolver language, with things a resolver may not have met (a pool and
// its pump, a sauna, an aquarium and terrarium, a greenhouse, a workshop, an EV charger, a heat pump and
// boiler, a wine cooler, a cellar dehumidifier, a boathouse or caravan, a 3D printer). Every phrase is passed
// alone: no domain, no satellite. Measured by `run-held-out.ts --slice 68`; kept out of SUITES and vitest.
import type { EvalSuite } from '../../eval-home.js';
import { annecy, lakeside, marbella, tegernsee } from './homes-a.js';
import { algarve, dalarna, friesland, garda, mazury } from './homes-b.js';
import { fyn, hangzhou, jeju, karuizawa } from './homes-c.js';

export const HELD_OUT_68: readonly EvalSuite[] = [
  lakeside,
  tegernsee,
  marbella,
  annecy,
  garda,
  friesland,
  algarve,
  mazury,
  dalarna,
  fyn,
  jeju,
  karuizawa,
  hangzhou,
];
