// Unseen slice: do not read while changing the resolver.
// Slice 41: thirteen busy family houses, one per resolver language, written without reading the resolver.
import type { EvalSuite } from '../../eval-home.js';
import { casaGarcia, casaRossi, familieWeber, maisonMartin, oakridge } from './homes-a.js';
import { casaSilva, domNowakow, familjenLindqvist, gezinDeVries } from './homes-b.js';
import { familienJensen, kimFamily, satoKe, wangJia } from './homes-c.js';

export const HELD_OUT_41: readonly EvalSuite[] = [
  oakridge,
  familieWeber,
  casaGarcia,
  maisonMartin,
  casaRossi,
  gezinDeVries,
  casaSilva,
  domNowakow,
  familjenLindqvist,
  familienJensen,
  kimFamily,
  satoKe,
  wangJia,
];
