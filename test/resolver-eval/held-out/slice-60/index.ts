// Unseen slice: do not read while changing the resolver.
// Slice 60: thirteen ordinary homes, one per resolver language, as a plain balanced proxy for issue 26's
// hidden set (phrase alone: no domain, no satellite).
import type { EvalSuite } from '../../eval-home.js';
import { kasselFamily, leedsTerrace, lilleMaison, madridPiso, toscanaCasale } from './homes-a.js';
import { coimbraRepublica, goteborgRadhus, krakowMieszkanie, utrechtRijtjeshuis } from './homes-b.js';
import { aarhusParcelhus, hangzhouFushi, saitamaIkkodate, seoulApateu } from './homes-c.js';

export const HELD_OUT_60: readonly EvalSuite[] = [
  leedsTerrace,
  kasselFamily,
  madridPiso,
  lilleMaison,
  toscanaCasale,
  utrechtRijtjeshuis,
  coimbraRepublica,
  krakowMieszkanie,
  goteborgRadhus,
  aarhusParcelhus,
  seoulApateu,
  saitamaIkkodate,
  hangzhouFushi,
];
