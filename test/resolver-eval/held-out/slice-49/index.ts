// Unseen slice: do not read while changing the resolver.
// Slice 49: thirteen homes, one per resolver language, each its own layout (not one home translated),
// requests passed as a small model passes them when unsure (short noun phrases, no domain, no satellite).
import type { EvalSuite } from '../../eval-home.js';
import {
  englishTownhouse,
  frenchChalet,
  germanHaus,
  italianAppartamento,
  spanishAdosada,
} from './homes-a.js';
import { dutchRijtjeshuis, polishDom, portugueseMoradia, swedishVilla } from './homes-b.js';
import { chineseDuplex, danishParcelhus, japaneseIkkodate, koreanDuplex } from './homes-c.js';

export const HELD_OUT_49: readonly EvalSuite[] = [
  englishTownhouse,
  germanHaus,
  spanishAdosada,
  frenchChalet,
  italianAppartamento,
  dutchRijtjeshuis,
  portugueseMoradia,
  polishDom,
  swedishVilla,
  danishParcelhus,
  koreanDuplex,
  japaneseIkkodate,
  chineseDuplex,
];
