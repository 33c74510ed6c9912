// Most devices of a real home carry one entity named like the device; writing each as a one-line call
// keeps a slice of several homes readable without changing the evaluation's data format.
import type { EvalDevice, EvalEntity } from '../eval-home.js';

/** A device in `area` whose only entity is `[id, name, options]`, the device named like the entity. */
export function one(area: string | null, id: string, name: string, options?: EvalEntity[2]): EvalDevice {
  return { name, area, entities: [options === undefined ? [id, name] : [id, name, options]] };
}
