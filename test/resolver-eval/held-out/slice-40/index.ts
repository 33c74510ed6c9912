// Unseen slice: do not read while changing the resolver.
// Slice 40: thirteen homes of older people and their visiting family, one per resolver language.
import type { EvalSuite } from '../../eval-home.js';
import { bologna, lindenhof, rosehill, sevilla, tours } from './homes-a.js';
import { braga, krakow, uppsala, zwolle } from './homes-b.js';
import { aarhus, busan, chengdu, kyoto } from './homes-c.js';

export const HELD_OUT_40: readonly EvalSuite[] = [
  rosehill,
  lindenhof,
  sevilla,
  tours,
  bologna,
  zwolle,
  braga,
  krakow,
  uppsala,
  aarhus,
  busan,
  kyoto,
  chengdu,
];
