// A home of a few rooms without floors, one entity per device, written as one call: the shape of the
// small homes the later issue-26 rounds test a rule in, language by language.
import type { EvalCase, EvalSuite } from './eval-home.js';
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
  return {
    home: {
      id,
      language,
      floors: [],
      areas: areas.map(([areaId, name]) => [areaId, name, null]),
      devices: devices.map(([area, entityId, name]) => one(area, entityId, name)),
      loose: [],
    },
    cases,
  };
}
