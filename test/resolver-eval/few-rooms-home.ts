// A home of a few rooms without floors, one entity per device, written as one call: the shape of the
// small homes the later issue-26 rounds test a rule in, language by language.
import type { EvalCase, EvalDevice, EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

export type Device = [area: string, entityId: string, name: string];

/** A home of a few rooms and one entity per device, with the cases asked of it. */
export function home(
  id: string,
  language: string,
  areas: [id: string, name: string][],
  devices: Device[],
  cases: EvalCase[],
): EvalSuite {
  const built = devices.map(([area, entityId, name]) => one(area, entityId, name));
  return homeOf(id, language, areas, built, cases);
}

/**
 * A home of a few rooms whose devices are written in full (several entities, attributes, hidden ones);
 * a room may name its floor, and then `floors` lists them.
 */
export function homeOf(
  id: string,
  language: string,
  areas: [id: string, name: string, floor?: string][],
  devices: EvalDevice[],
  cases: EvalCase[],
  floors: EvalSuite['home']['floors'] = [],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors,
      areas: areas.map(([areaId, name, floor]) => [areaId, name, floor ?? null]),
      devices,
      loose: [],
    },
    cases,
  };
}
