// Unseen slice: do not read while changing the resolver.
// Held-out slice 42: thirteen homes, one per resolver language, set up with care on the Expose page
// (aliases on entities and areas, names from Google Home or Alexa); measured with --slice 42 only.
import type { EvalSuite } from '../../eval-home.js';
import { erdre, lindenweg, oakridge, saragozza, triana } from './homes-a.js';
import { foz, lombok, podgorze, savja } from './homes-b.js';
import { mapo, risskov, suita, xihu } from './homes-c.js';

export const HELD_OUT_42: readonly EvalSuite[] = [
  oakridge,
  lindenweg,
  triana,
  erdre,
  saragozza,
  lombok,
  foz,
  podgorze,
  savja,
  risskov,
  mapo,
  suita,
  xihu,
];
