// Unseen slice: do not read while changing the resolver.
// Slice 45: thirteen homes of people who care about media and atmosphere (TVs, soundbars, multiroom
// speakers by brand, receivers, projectors, consoles, colour and LED lights, cinema blinds, mood scenes),
// one per resolver language, the phrase alone (no domain, no satellite). Measured only, never tuned to.
import type { EvalSuite } from '../../eval-home.js';
import { bolognaVilletta, hollisTownhouse, leipzigAltbau, nantesMaison, sevillaPiso } from './homes-a.js';
import { goteborgVilla, portoMoradia, utrechtRijtjeshuis, wroclawMieszkanie } from './homes-b.js';
import { aarhusRaekkehus, hangzhouDuplex, osakaMaisonette, seoulDuplex } from './homes-c.js';

export const HELD_OUT_45: readonly EvalSuite[] = [
  hollisTownhouse,
  leipzigAltbau,
  sevillaPiso,
  nantesMaison,
  bolognaVilletta,
  utrechtRijtjeshuis,
  portoMoradia,
  wroclawMieszkanie,
  goteborgVilla,
  aarhusRaekkehus,
  seoulDuplex,
  osakaMaisonette,
  hangzhouDuplex,
];
