// Unseen slice: do not read while changing the resolver.
// Held-out slice 5 (issue 26): written after slices 1–4 had all been seen, by someone who read neither the
// resolver nor the earlier slices; measured on main once, then only at the end of the round. Not in SUITES.
import type { EvalSuite } from '../../eval-home.js';
import { bariAppartamento, bristolTerrace, guadalajaraCasa, quebecDuplex } from './homes-a.js';
import { coimbraApartamento, gentRijhuis, goteborgLagenhet, linzWohnung, poznanDom } from './homes-b.js';
import { hongKongFlat, suwonApartment, yokohamaMansion } from './homes-c.js';

export const HELD_OUT_5: readonly EvalSuite[] = [
  bristolTerrace,
  quebecDuplex,
  guadalajaraCasa,
  bariAppartamento,
  linzWohnung,
  gentRijhuis,
  coimbraApartamento,
  poznanDom,
  goteborgLagenhet,
  suwonApartment,
  yokohamaMansion,
  hongKongFlat,
];
