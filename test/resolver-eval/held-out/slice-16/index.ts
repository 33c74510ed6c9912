// Unseen slice: do not read while changing the resolver.
// Held-out slice 16: thirteen big family homes, one per resolver language, written without reading the resolver.
import type { EvalSuite } from '../../eval-home.js';
import { casaOlivar, lindenweg, maisonTilleuls, oakfield, villaGlicine } from './homes-a.js';
import { beukenlaan, bjorkvagen, domPodLipami, quintaDosPinheiros } from './homes-b.js';
import { bundangHouse, egebakken, kamakuraIe, xishanJia } from './homes-c.js';

export const HELD_OUT_16: readonly EvalSuite[] = [
  oakfield,
  lindenweg,
  casaOlivar,
  maisonTilleuls,
  villaGlicine,
  beukenlaan,
  quintaDosPinheiros,
  domPodLipami,
  bjorkvagen,
  egebakken,
  bundangHouse,
  kamakuraIe,
  xishanJia,
];
