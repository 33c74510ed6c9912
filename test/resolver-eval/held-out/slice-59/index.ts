// Unseen slice: do not read while changing the resolver.
// Slice 59: thirteen homes, one per resolver language, with gardens, terraces, pools, sheds and driveways.
// Written without reading the resolver; measured once by run-held-out.ts --slice 59.
import type { EvalSuite } from '../../eval-home.js';
import { casaDelPinar, elmHollow, lesTilleuls, sonnenhang, villaUlivi } from './homes-a.js';
import { deBoomgaard, domPodLipami, quintaDasLaranjeiras, solbacken } from './homes-b.js';
import { egebo, huaYuan, madangJip, niwaNoIe } from './homes-c.js';

export const HELD_OUT_59: readonly EvalSuite[] = [
  elmHollow,
  sonnenhang,
  casaDelPinar,
  lesTilleuls,
  villaUlivi,
  deBoomgaard,
  quintaDasLaranjeiras,
  domPodLipami,
  solbacken,
  egebo,
  madangJip,
  niwaNoIe,
  huaYuan,
];
