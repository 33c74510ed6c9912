// Unseen slice: do not read while changing the resolver.
// Held-out slice 50 for issue 26: thirteen homes, one per resolver language, each with its own layout and
// much around the ways in and out (doors, locks, garage doors, gates, windows, motion, doorbells).
import type { EvalSuite } from '../../eval-home.js';
import { aljarafe, brianza, lindenweg, longere, oakHollow } from './homes-a.js';
import { cascais, rijtjeshuis, taby, wieliczka } from './homes-b.js';
import { hangzhou, roskilde, yangpyeong, yokohama } from './homes-c.js';

export const HELD_OUT_50: readonly EvalSuite[] = [
  oakHollow,
  lindenweg,
  aljarafe,
  longere,
  brianza,
  rijtjeshuis,
  cascais,
  wieliczka,
  taby,
  roskilde,
  yangpyeong,
  yokohama,
  hangzhou,
];
