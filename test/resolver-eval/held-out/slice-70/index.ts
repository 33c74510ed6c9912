// Unseen slice: do not read while changing the resolver.
// Slice 70: thirteen homes, one per resolver language, with references as a small local model passes them
// when unsure (English words in a non-English home, missing accents or spaces, a domain word added).
import type { EvalSuite } from '../../eval-home.js';
import { DE_70, EN_70, ES_70, FR_70, IT_70 } from './homes-a.js';
import { NL_70, PL_70, PT_70, SV_70 } from './homes-b.js';
import { DA_70, JA_70, KO_70, ZH_70 } from './homes-c.js';

export const HELD_OUT_70: readonly EvalSuite[] = [
  EN_70,
  DE_70,
  ES_70,
  FR_70,
  IT_70,
  NL_70,
  PT_70,
  PL_70,
  SV_70,
  DA_70,
  KO_70,
  JA_70,
  ZH_70,
];
