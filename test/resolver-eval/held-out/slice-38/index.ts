// Unseen slice: do not read while changing the resolver.
// Slice 38: thirteen homes (one per resolver language) whose owners mix English entity names with their
// own language, measured once on the main it was written against.
import type { EvalSuite } from '../../eval-home.js';
import { casaGlicine, casaOlivo, casaSol, hausKiefer, maisonTilleul } from './homes-a.js';
import { casaSobreiro, domPodLipa, huizeBerk, villaBjork } from './homes-b.js';
import { hangzhouHouse, husVedFjorden, pangyoHouse, yokohamaHouse } from './homes-c.js';

export const HELD_OUT_38: readonly EvalSuite[] = [
  casaSol,
  hausKiefer,
  casaOlivo,
  maisonTilleul,
  casaGlicine,
  huizeBerk,
  casaSobreiro,
  domPodLipa,
  villaBjork,
  husVedFjorden,
  pangyoHouse,
  yokohamaHouse,
  hangzhouHouse,
];
