// Unseen slice: do not read while changing the resolver.
// Held-out slice 7 (issue 26): thirteen homes in the thirteen languages the resolver speaks, written
// without reading the resolver or any other slice, measured on main when written and once at the end.
import type { EvalSuite } from '../../eval-home.js';
import { bergamoCasa, bristolTerrace, kasselWohnung, lilleAppartement, zaragozaPiso } from './homes-a.js';
import { coimbraApartamento, odenseHus, vasterasVilla, wroclawMieszkanie, zwolleHuis } from './homes-b.js';
import { seongnamApartment, shenzhenFlat, yokohamaMansion } from './homes-c.js';

/** Slice 7: never tune the resolver on these cases; run it only to report a figure. */
export const HELD_OUT_7: readonly EvalSuite[] = [
  bristolTerrace,
  kasselWohnung,
  zaragozaPiso,
  lilleAppartement,
  bergamoCasa,
  zwolleHuis,
  coimbraApartamento,
  wroclawMieszkanie,
  vasterasVilla,
  odenseHus,
  seongnamApartment,
  yokohamaMansion,
  shenzhenFlat,
];
