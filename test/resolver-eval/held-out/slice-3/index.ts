// Held-out slice 3 (issue 26): the development slice, written before the second round of resolver work
// and measured on main first; it may be shown to whoever changes the resolver. Not part of SUITES.
import type { EvalSuite } from '../../eval-home.js';
import { nanjingFlat, suwonApartment, yokohamaMansion } from './homes-cjk.js';
import { bretagneMaison, kasselWohnung, malagaFinca, outerBanks, palermoVilla } from './homes-latin.js';

export const HELD_OUT_3: readonly EvalSuite[] = [
  outerBanks,
  kasselWohnung,
  malagaFinca,
  bretagneMaison,
  palermoVilla,
  suwonApartment,
  yokohamaMansion,
  nanjingFlat,
];
