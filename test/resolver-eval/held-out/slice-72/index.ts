// Unseen slice: do not read while changing the resolver.
// Slice 72 (issue 26): thirteen homes, one per resolver language, each with floors, a shop-named list beside
// the generic one, a room named after a person and one hidden device. Its emphasis is the reference that
// names a room, a floor or a kind instead of a device. Measured only by run-held-out.ts --slice 72.
import type { EvalSuite } from '../../eval-home.js';
import { bergamo, birchHollow, lindenweg, rennes, triana } from './homes-a.js';
import { campinas, sunnersta, utrecht, wieliczka } from './homes-b.js';
import { pangyo, pudong, risskov, yokohama } from './homes-c.js';

export const HELD_OUT_72: readonly EvalSuite[] = [
  birchHollow,
  lindenweg,
  triana,
  rennes,
  bergamo,
  utrecht,
  campinas,
  wieliczka,
  sunnersta,
  risskov,
  pangyo,
  yokohama,
  pudong,
];
