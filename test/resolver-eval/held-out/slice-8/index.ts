// Unseen slice: do not read while changing the resolver.
// Slice 8 of issue 26: thirteen homes, one per language, written without reading the resolver. Kept out
// of SUITES; measured only with `run-held-out.ts --slice 8`.
import type { EvalSuite } from '../../eval-home.js';
import { galwayTerrace, rosarioDepartamento, zuerichWohnung } from './homes-a.js';
import { cagliariAppartamento, liegeMaison, zwolleRijtjeshuis } from './homes-b.js';
import { curitibaApartamento, odenseRaekkehus, umeaVilla, wroclawMieszkanie } from './homes-c.js';
import { fukuokaMansion, suwonApartment, taichungApartment } from './homes-d.js';

export const HELD_OUT_8: readonly EvalSuite[] = [
  galwayTerrace,
  zuerichWohnung,
  rosarioDepartamento,
  liegeMaison,
  cagliariAppartamento,
  zwolleRijtjeshuis,
  curitibaApartamento,
  wroclawMieszkanie,
  umeaVilla,
  odenseRaekkehus,
  suwonApartment,
  fukuokaMansion,
  taichungApartment,
];
