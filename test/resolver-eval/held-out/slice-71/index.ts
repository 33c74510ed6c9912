// Unseen slice: do not read while changing the resolver.
// Held-out slice 71 (issue 26): thirteen ordinary homes, one per resolver language, each request a whole
// everyday command or question as said to a speaker (polite or terse, with the verb, the room, sometimes a
// time or a value), passed whole as the reference with no domain and no satellite.
import type { EvalSuite } from '../../eval-home.js';
import { birchwood, kassel, rennes, sevilla, torino } from './homes-a.js';
import { gdansk, lisboa, uppsalaVilla, utrecht } from './homes-b.js';
import { aarhus, hangzhou, saitama, seongnam } from './homes-c.js';

export const HELD_OUT_71: readonly EvalSuite[] = [
  birchwood,
  kassel,
  sevilla,
  rennes,
  torino,
  utrecht,
  lisboa,
  gdansk,
  uppsalaVilla,
  aarhus,
  seongnam,
  saitama,
  hangzhou,
];
