// Unseen slice: do not read while changing the resolver.
// Held-out slice 4 (issue 26): the final slice, written independently of slice 3 (other homes, other
// phrasing), measured on main and then only at the end of the round. Not part of SUITES.
import type { EvalSuite } from '../../eval-home.js';
import { campinasCasa, geelongHouse, wroclawMieszkanie, zwolleHuis } from './homes-a.js';
import { muenchenWohnung, odenseHus, umeaVilla } from './homes-b.js';
import { ilsanApartment, sapporoHouse, taichungApartment } from './homes-c.js';

export const HELD_OUT_4: readonly EvalSuite[] = [
  geelongHouse,
  zwolleHuis,
  campinasCasa,
  wroclawMieszkanie,
  umeaVilla,
  odenseHus,
  muenchenWohnung,
  ilsanApartment,
  sapporoHouse,
  taichungApartment,
];
