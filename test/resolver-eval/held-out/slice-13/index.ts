// Unseen slice: do not read while changing the resolver
// Held-out slice 13 for issue 26: thirteen homes, one per language. Kept out of SUITES on purpose.
import type { EvalSuite } from '../../eval-home.js';
import { bengaluruFlat, cataniaFlat, grazHouse, liegeDuplex, teruelVillage } from './homes-a.js';
import { curitibaHouse, funenFarmhouse, masuriaCottage, utrechtRowHouse, vasaHouse } from './homes-b.js';
import { osakaFlat, singaporeFlat, suwonTownhouse } from './homes-c.js';

export const HELD_OUT_13: readonly EvalSuite[] = [
  bengaluruFlat,
  grazHouse,
  teruelVillage,
  liegeDuplex,
  cataniaFlat,
  utrechtRowHouse,
  curitibaHouse,
  masuriaCottage,
  vasaHouse,
  funenFarmhouse,
  suwonTownhouse,
  osakaFlat,
  singaporeFlat,
];
