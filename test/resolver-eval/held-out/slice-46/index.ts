// Unseen slice: do not read while changing the resolver.
// Slice 46: thirteen different homes, one per resolver language, each in a regional variety (US South,
// Bavaria, Argentina, Wallonia, Sicily, Antwerp, Porto, Poznań, Gothenburg, Copenhagen, Jeolla, Hakata,
// Hong Kong) and each with media and lights said by brand or product line. The phrase is passed alone.
import type { EvalSuite } from '../../eval-home.js';
import { catania, namur, rosario, rosenheim, savannah } from './homes-a.js';
import { antwerpen, goteborg, portoBonfim, poznan } from './homes-b.js';
import { gwangju, hakata, shatin, vesterbro } from './homes-c.js';

export const HELD_OUT_46: readonly EvalSuite[] = [
  savannah,
  rosenheim,
  rosario,
  namur,
  catania,
  antwerpen,
  portoBonfim,
  poznan,
  goteborg,
  vesterbro,
  gwangju,
  hakata,
  shatin,
];
