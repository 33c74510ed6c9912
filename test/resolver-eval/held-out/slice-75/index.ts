// Unseen slice: do not read while changing the resolver.
// Slice 75 of issue 26's held-out homes: 13 homes, one per language, full of things of one kind.
import type { EvalSuite } from '../../eval-home.js';
import { alameda, ashgrove, girasoli, lindenhof, tilleuls } from './homes-a.js';
import { bjorkvagen, esdoorn, pinhal, podLipami } from './homes-b.js';
import { cuihu, egevej, eunhaeng, sakuragaoka } from './homes-c.js';

export const HELD_OUT_75: readonly EvalSuite[] = [
  ashgrove,
  lindenhof,
  alameda,
  tilleuls,
  girasoli,
  esdoorn,
  pinhal,
  podLipami,
  bjorkvagen,
  egevej,
  eunhaeng,
  sakuragaoka,
  cuihu,
];
