// Unseen slice: do not read while changing the resolver.
// Slice 9 of issue 26: thirteen homes, one per language, written without reading the resolver. Keep it
// out of SUITES; measure it with `run-held-out.ts --slice 9` only to report a figure.
import type { EvalSuite } from '../../eval-home.js';
import { grindelwaldChalet, mesaRanch } from './homes-en-de.js';
import { quebecMaison, vinaDepto } from './homes-es-fr.js';
import { amsterdamWoonboot, chiantiPodere } from './homes-it-nl.js';
import { bundangApartment, nakanoOneRoom, shenzhenApartment } from './homes-ko-ja-zh.js';
import { florianopolisCasa, krakowBlok } from './homes-pt-pl.js';
import { aarhusRaekkehus, dalarnaStuga } from './homes-sv-da.js';

export const HELD_OUT_9: readonly EvalSuite[] = [
  mesaRanch,
  grindelwaldChalet,
  vinaDepto,
  quebecMaison,
  chiantiPodere,
  amsterdamWoonboot,
  florianopolisCasa,
  krakowBlok,
  dalarnaStuga,
  aarhusRaekkehus,
  bundangApartment,
  nakanoOneRoom,
  shenzhenApartment,
];
