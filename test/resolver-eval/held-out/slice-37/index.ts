// Unseen slice: do not read while changing the resolver.
// Slice 37: thirteen homes, one per resolver language, 25 requests each, the reference passed alone.
import type { EvalSuite } from '../../eval-home.js';
import { HOME_DE, HOME_EN, HOME_ES, HOME_FR, HOME_IT } from './homes-a.js';
import { HOME_NL, HOME_PL, HOME_PT, HOME_SV } from './homes-b.js';
import { HOME_DA, HOME_JA, HOME_KO, HOME_ZH } from './homes-c.js';

export const HELD_OUT_37: readonly EvalSuite[] = [
  HOME_EN,
  HOME_DE,
  HOME_ES,
  HOME_FR,
  HOME_IT,
  HOME_NL,
  HOME_PT,
  HOME_PL,
  HOME_SV,
  HOME_DA,
  HOME_KO,
  HOME_JA,
  HOME_ZH,
];
