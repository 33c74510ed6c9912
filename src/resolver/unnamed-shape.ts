// "서재 스탠드", "die Stehlampe im Nähzimmer" in a room whose light keeps its maker's default name ("Hue
// go", "LIFX Mini"): a lamp's shape said of a room where no light's name says a shape is that room's light.
// The name holds nothing to tell a floor lamp from a desk lamp, so the shape cannot have meant another.
import { conceptKey, isConceptKey } from './words/device-words.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

/** The concepts that are shapes of a lamp (not a strip, a string of lights or a tree: another thing). */
const LAMP_SHAPES: ReadonlySet<string> = new Set(
  [
    'desk',
    'floor_lamp',
    'chandelier',
    'reading_lamp',
    'wall_lamp',
    'spot',
    'pendant',
    'bedside_lamp',
    'ceiling',
  ].map(conceptKey),
);

/** The lights of the one room said, when only lamp shapes were said and no light there is named by one. */
export function unnamedShapeLights(index: TargetIndex, parsed: ParsedTarget): IndexedEntity[] | undefined {
  const area = parsed.areas?.length === 1 ? parsed.areas[0]! : undefined;
  if (area === undefined || parsed.floors !== undefined || parsed.devices !== undefined) return undefined;
  if (parsed.kind !== undefined && parsed.kind.domain !== 'light') return undefined;
  if (parsed.names.length === 0 || !parsed.names.every((word) => LAMP_SHAPES.has(word))) return undefined;
  const lights = (index.byArea.get(area.id) ?? []).filter((entity) => entity.domain === 'light');
  const shaped = lights.some((entity) => [...entity.nameWords].some(isConceptKey));
  return lights.length === 0 || shaped ? undefined : lights;
}
