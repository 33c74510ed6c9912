// Unseen slice: do not read while changing the resolver.
// Held-out slice 52: thirteen homes of people who work from home, one per resolver language.
import type { EvalSuite } from '../../eval-home.js';
import { ashford, bergamo, eichenweg, rennes, zaragoza } from './homes-a.js';
import { amersfoort, campinas, gliwice, odense, vasteras } from './homes-b.js';
import { hangzhou, kawasaki, yongin } from './homes-c.js';

export const HELD_OUT_52: readonly EvalSuite[] = [
  ashford,
  eichenweg,
  zaragoza,
  rennes,
  bergamo,
  amersfoort,
  campinas,
  gliwice,
  vasteras,
  odense,
  yongin,
  kawasaki,
  hangzhou,
];
