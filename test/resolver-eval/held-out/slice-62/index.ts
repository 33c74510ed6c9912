// Unseen slice: do not read while changing the resolver.
// Slice 62: thirteen bigger homes, one per resolver language, whose floors repeat room names (two bathrooms,
// a hall on each floor, a basement and an attic); written without reading the resolver.
import type { EvalSuite } from '../../eval-home.js';
import { casaAlameda, casaDeiGelsi, hausLindenweg, hawthornHouse, maisonTilleuls } from './homes-a.js';
import { casaDoPinhal, domPodLipami, huisBeukenlaan, villaBjorkvagen } from './homes-b.js';
import { husetVedSkoven, jeonwonHouse, lanTingVilla, sakuraHouse } from './homes-c.js';

export const HELD_OUT_62: readonly EvalSuite[] = [
  hawthornHouse,
  hausLindenweg,
  casaAlameda,
  maisonTilleuls,
  casaDeiGelsi,
  huisBeukenlaan,
  casaDoPinhal,
  domPodLipami,
  villaBjorkvagen,
  husetVedSkoven,
  jeonwonHouse,
  sakuraHouse,
  lanTingVilla,
];
