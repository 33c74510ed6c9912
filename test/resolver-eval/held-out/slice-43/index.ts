// Unseen slice: do not read while changing the resolver.
// Slice 43: thirteen country and suburban homes with outbuildings and utility rooms, one per resolver
// language, written without reading the resolver; run with `run-held-out.ts --slice 43`.
import type { EvalSuite } from '../../eval-home.js';
import { casale, cortijo, lindenhof, longere, oakHollow } from './homes-a.js';
import { boerderij, podKrakowem, quinta, villaGavle } from './homes-b.js';
import { landsted, nagano, shanghaiVilla, yangpyeong } from './homes-c.js';

export const HELD_OUT_43: readonly EvalSuite[] = [
  oakHollow,
  lindenhof,
  cortijo,
  longere,
  casale,
  boerderij,
  quinta,
  podKrakowem,
  villaGavle,
  landsted,
  yangpyeong,
  nagano,
  shanghaiVilla,
];
