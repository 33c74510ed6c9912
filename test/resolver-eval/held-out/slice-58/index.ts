// Unseen slice: do not read while changing the resolver.
// Slice 58: thirteen homes, one per resolver language, where much is hidden from Assist.
import type { EvalSuite } from '../../eval-home.js';
import { annecy, bergamo, bremen, fernHollow, sevilla } from './homes-a.js';
import { coimbra, gdansk, utrecht, vasteras } from './homes-b.js';
import { aarhus, daejeon, hangzhou, sendai } from './homes-c.js';

export const HELD_OUT_58: readonly EvalSuite[] = [
  fernHollow,
  bremen,
  sevilla,
  annecy,
  bergamo,
  utrecht,
  coimbra,
  gdansk,
  vasteras,
  aarhus,
  daejeon,
  sendai,
  hangzhou,
];
