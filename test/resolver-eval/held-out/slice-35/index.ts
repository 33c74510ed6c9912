// Unseen slice: do not read while changing the resolver.
// Slice 35: thirteen cold-climate homes, one per resolver language, 25 requests each.
import type { EvalSuite } from '../../eval-home.js';
import { chamonix, cortina, fairbanks, oberstdorf, soria } from './homes-a.js';
import { braganca, groningen, kiruna, zakopane } from './homes-b.js';
import { harbin, nuuk, pyeongchang, sapporo } from './homes-c.js';

export const HELD_OUT_35: readonly EvalSuite[] = [
  fairbanks,
  oberstdorf,
  soria,
  chamonix,
  cortina,
  groningen,
  braganca,
  zakopane,
  kiruna,
  nuuk,
  pyeongchang,
  sapporo,
  harbin,
];
