// Unseen slice: do not read while changing the resolver.
// Slice 39: thirteen small homes (student rooms, one-bedroom rentals, studios), one per resolver language.
import type { EvalSuite } from '../../eval-home.js';
import { pisoValencia, studentFlatLeeds, studioLille, wgLeipzig } from './homes-a.js';
import { akademikKrakow, ettaUppsala, stanzaBologna, studioUtrecht, t1Porto } from './homes-b.js';
import { oneLdkTokyo, sharedFlatShanghai, tworoomSeoul, vaerelseAarhus } from './homes-c.js';

export const HELD_OUT_39: readonly EvalSuite[] = [
  studentFlatLeeds,
  wgLeipzig,
  pisoValencia,
  studioLille,
  stanzaBologna,
  studioUtrecht,
  t1Porto,
  akademikKrakow,
  ettaUppsala,
  vaerelseAarhus,
  tworoomSeoul,
  oneLdkTokyo,
  sharedFlatShanghai,
];
