// Unseen slice: do not read while changing the resolver.
// Held-out slice 64 (issue 26): thirteen ordinary homes, one per resolver language, each with its own naming
// habits; every request is the user's whole short command or question, with no domain and no satellite.
import type { EvalSuite } from '../../eval-home.js';
import { bolognina, oakRidge, pankow, reze, triana } from './homes-a.js';
import { lombok, maximinos, partille, wieliczka } from './homes-b.js';
import { mapo, urawa, viby, xihu } from './homes-c.js';

export const HELD_OUT_64: readonly EvalSuite[] = [
  oakRidge,
  pankow,
  triana,
  reze,
  bolognina,
  lombok,
  maximinos,
  wieliczka,
  partille,
  viby,
  mapo,
  urawa,
  xihu,
];
