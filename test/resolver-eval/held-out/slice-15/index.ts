// Unseen slice: do not read while changing the resolver.
// Held-out slice 15 of issue 26: thirteen homes, one per resolver language, written without reading the
// resolver. Its emphasis is the reference as a small local model writes it into a tool call: short noun
// phrases, often in English (or half English) for a home named in its own language, entity id words or
// the id itself, plurals added or dropped, and names integrations leave (model names, English defaults).
// Measured only by `run-held-out.ts --slice 15`; it is in neither SUITES nor vitest.
import type { EvalSuite } from '../../eval-home.js';
import { ammersee, birchwood, brianza, croixRousse, sierra } from './homes-a.js';
import { campinas, knivsta, krzyki, lombok } from './homes-b.js';
import { bundang, risskov, setagaya, xixi } from './homes-c.js';

export const HELD_OUT_15: readonly EvalSuite[] = [
  birchwood,
  ammersee,
  sierra,
  croixRousse,
  brianza,
  lombok,
  campinas,
  krzyki,
  knivsta,
  risskov,
  bundang,
  setagaya,
  xixi,
];
