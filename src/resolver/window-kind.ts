// "close the roof windows", "beide dakramen dicht", "het raam op zolder": a window word asks for window
// sensors, but a home may have no window sensor and a motorised window instead (a cover whose device
// class is window, such as a Velux). There the window word names those covers, as a person would mean.
import type { PlaceParse } from './place-parse.js';
import type { TargetIndex } from './target-index.js';

const SENSED = new Set(['window', 'opening']);

/** The parse with a window sensor's kind read as motorised windows, when the home has only those. */
export function windowAsCover<P extends PlaceParse>(index: TargetIndex, parsed: P): P {
  const kind = parsed.kind as { domain: string; classes?: readonly string[] } | undefined;
  if (kind?.domain !== 'binary_sensor' || !kind.classes?.includes('window')) return parsed;
  const sensors = index.byDomain.get('binary_sensor') ?? [];
  if (sensors.some((entity) => SENSED.has(entity.deviceClass ?? ''))) return parsed;
  const windows = (index.byDomain.get('cover') ?? []).filter((entity) => entity.deviceClass === 'window');
  if (windows.length === 0) return parsed;
  return { ...parsed, kind: { ...kind, domain: 'cover', classes: ['window'] } };
}
