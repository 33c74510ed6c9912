// Unseen slice: do not read while changing the resolver.
// Slice 80: a second balanced proxy of issue 26's hidden set, 13 homes (one per resolver language) shaped
// like real ones from public datasets, from a 12-device flat to a 35-device house; every reference passed
// alone (no domain, no satellite) as an unsure model writes it, the seven kinds beside ordinary ones.
import type { EvalSuite } from '../../eval-home.js';
import { appartamentoTorino, chaletAlpes, oakHollow, pisoCentro, sonnenhang } from './homes-a.js';
import { apartamentoLisboa, domPodKrakowem, rijtjeshuis, skogsbacken } from './homes-b.js';
import { duplexSeoul, fushiShanghai, maisonetteTokyo, parcelhus } from './homes-c.js';

export const HELD_OUT_80: readonly EvalSuite[] = [
  oakHollow,
  sonnenhang,
  pisoCentro,
  chaletAlpes,
  appartamentoTorino,
  rijtjeshuis,
  apartamentoLisboa,
  domPodKrakowem,
  skogsbacken,
  parcelhus,
  duplexSeoul,
  maisonetteTokyo,
  fushiShanghai,
];
