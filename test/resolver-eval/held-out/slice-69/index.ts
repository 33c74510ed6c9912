// Unseen slice: do not read while changing the resolver.
// Slice 69 (issue 26): thirteen homes, one per resolver language, whose names are mostly as the integrations
// leave them (Hue, Shelly, SONOFF, TRADFRI, LUMI/Aqara, Tuya, ESPHome, Xiaomi) or half-renamed by the owner.
import type { EvalSuite } from '../../eval-home.js';
import { casaGlicine, casaOlivos, lindenweg, maisonTilleuls, oakHollow } from './homes-a.js';
import { casaSobreiro, domSosnowy, lindenlaan, villaBjork } from './homes-b.js';
import { bundangHome, hangzhouHome, husEgebo, setagayaHome } from './homes-c.js';

export const HELD_OUT_69: readonly EvalSuite[] = [
  oakHollow,
  lindenweg,
  casaOlivos,
  maisonTilleuls,
  casaGlicine,
  lindenlaan,
  casaSobreiro,
  domSosnowy,
  villaBjork,
  husEgebo,
  bundangHome,
  setagayaHome,
  hangzhouHome,
];
