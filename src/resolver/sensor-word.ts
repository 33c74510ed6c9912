// "washer leak sensor", "pump house leak sensor", "sensor de movimiento del jardín": the plain word for a
// sensor names Home Assistant's sensors and binary sensors alike (a leak, motion or door sensor is a binary
// one). Read first as a sensor; where that finds nothing, the same request is read as a binary sensor.
// Knows the parse only.
import type { ParsedTarget } from './parse-target.js';
import type { Resolution } from './resolution.js';

/** The parse's answer, or where the plain sensor word found nothing, what a binary sensor's reading finds. */
export function orBinarySensor(
  parsed: ParsedTarget,
  resolve: (parsed: ParsedTarget) => Resolution,
): Resolution {
  const answer = resolve(parsed);
  const kind = parsed.kind;
  if (answer.kind !== 'empty' && answer.kind !== 'not-found') return answer;
  if (kind?.domain !== 'sensor' || kind.classes !== undefined) return answer;
  const binary = resolve({ ...parsed, kind: { domain: 'binary_sensor', plural: kind.plural } });
  return binary.kind === 'found' || binary.kind === 'ambiguous' ? binary : answer;
}
