// "the plug next to the Ambilight", "die Steckdose neben dem Sony", "gniazdko obok Sony", "AQUOSの横のコンセント":
// a thing placed beside another thing said by its own name (or its device's) rather than its kind. The words
// after the position word (before it in Korean, Japanese and Chinese) name no part of the thing asked for:
// they say where it stands. Read as "the plug on the Ambilight's device, else in the Ambilight's room", the
// phrase goes on as a place said with the kind. Reads the target index only.
import { wordScore } from './narrow-candidates.js';
import { parseTarget, type ParsedTarget } from './parse-target.js';
import type { IndexedEntity, IndexedPlace, TargetIndex } from './target-index.js';
import { POSITION_WORDS } from './words/position-words.js';

/** The words of the thing asked for and of the thing it stands by, split at the position word. */
export interface PositionSplit {
  thing: string[];
  other: string[];
}

/**
 * The phrase as a thing of a kind placed beside a named thing: its own words, with the other thing's device
 * (when one of the kind is on it) or rooms as the place. Undefined when no position word splits it, when the
 * other words name nothing of the home, or when they may be the thing's own name (a thing of its kind holds
 * them).
 */
export function placedByName(
  index: TargetIndex,
  parsed: ParsedTarget,
  split: PositionSplit | undefined,
): ParsedTarget | undefined {
  if (split === undefined || parsed.kind === undefined) return undefined;
  const other = parseTarget(
    index,
    split.other.filter((word) => !POSITION_WORDS.has(word)),
  );
  const landmarks = namedThings(index, other);
  if (landmarks.length === 0) return undefined;
  const thing = parseTarget(index, split.thing);
  const domain = thing.kind?.domain;
  // A landmark of the kind, or one whose name holds the kind's word, is the thing itself: "the little lamp by
  // the sofa" for a switch named "Sofa Lamp", as "the lamp beside the piano" for a "Piano Lamp".
  const itself = (entity: IndexedEntity) =>
    entity.domain === domain ||
    (thing.kindTokens.length > 0 && thing.kindTokens.every((word) => wordScore(word, entity.words) > 0));
  if (domain === undefined || landmarks.some(itself)) return undefined;
  const deviceIds = new Set(landmarks.map((entity) => entity.deviceId));
  const onDevice = index.devices.filter(
    (device) =>
      deviceIds.has(device.id) &&
      (index.byDevice.get(device.id) ?? []).some((entity) => entity.domain === domain),
  );
  if (onDevice.length > 0) return withPlace(thing, parsed, { devices: onDevice });
  const areaIds = new Set(landmarks.map((entity) => entity.areaId));
  const areas = index.areas.filter((area) => areaIds.has(area.id));
  const there = thing.areas === undefined ? areas : thing.areas.filter((area) => areaIds.has(area.id));
  return there.length === 0 ? undefined : withPlace(thing, parsed, { areas: there });
}

function withPlace(
  thing: ParsedTarget,
  parsed: ParsedTarget,
  place: { devices?: IndexedPlace[]; areas?: IndexedPlace[] },
): ParsedTarget {
  const first = place.devices?.[0] ?? place.areas?.[0];
  return { ...thing, tokens: parsed.tokens, ...place, placeName: first?.name, literalArea: true };
}

/** The entities the words name: a device said by its name, else every thing whose words hold them all. */
function namedThings(index: TargetIndex, other: ParsedTarget): IndexedEntity[] {
  if (other.devices !== undefined)
    return other.devices.flatMap((device) => index.byDevice.get(device.id) ?? []);
  if (other.names.length === 0) return [];
  const holding = index.entities.filter((entity) =>
    other.names.every((word) => wordScore(word, entity.words) > 0),
  );
  const kind = other.kind;
  const ofKind = kind === undefined ? [] : holding.filter((entity) => entity.domain === kind.domain);
  return ofKind.length > 0 ? ofKind : holding;
}
