// Unseen slice: do not read while changing the resolver.
// Slice 54: thirteen homes in thirteen countries, one per resolver language, each laid out and named
// the way its country does it (floors as counted there, rooms as called there, local devices).
import type { EvalSuite } from '../../eval-home.js';
import { bologna, esslingen, manchester, nantes, sevilla } from './homes-a.js';
import { krakow, porto, utrecht, vasteras } from './homes-b.js';
import { aarhus, hangzhou, osaka, seoul } from './homes-c.js';

export const HELD_OUT_54: readonly EvalSuite[] = [
  manchester,
  esslingen,
  sevilla,
  nantes,
  bologna,
  utrecht,
  porto,
  krakow,
  vasteras,
  aarhus,
  seoul,
  osaka,
  hangzhou,
];
