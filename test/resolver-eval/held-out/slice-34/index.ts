// Unseen slice: do not read while changing the resolver.
// Slice 34: thirteen homes in warm climates, one per resolver language, written without reading the resolver.
import type { EvalSuite } from '../../eval-home.js';
import { mallorca, montpellier, palermo, sevilla, tampa } from './homes-a.js';
import { alicante, curacao, fortaleza, marbella } from './homes-b.js';
import { algarve, guangzhou, jeju, okinawa } from './homes-c.js';

export const HELD_OUT_34: readonly EvalSuite[] = [
  tampa,
  mallorca,
  sevilla,
  montpellier,
  palermo,
  curacao,
  fortaleza,
  alicante,
  marbella,
  algarve,
  jeju,
  okinawa,
  guangzhou,
];
