// "the Sonos", "la Roomba", "the Hue lamps": a thing asked for by the maker or the product line that Home
// Assistant's device registry gives its device (`manufacturer`, `model`), though no name of the home says it.
// The word then names those devices, as a device's own name would; a device whose things are all hidden
// makes the answer "not exposed" rather than another thing of the kind. Reads the index only.
import { hasPlace, inPlaces } from './candidates.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, IndexedPlace, TargetIndex } from './target-index.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';
import { MAKER_KINDS } from './words/maker-kinds.js';
import { madeBySaid } from './maker-words.js';

/**
 * The parse with its maker words read as the devices they name ("the sonos" → the Sonos devices), or the
 * hidden thing of such a device when none of theirs is exposed; undefined when no name word is a maker's.
 */
export function byMaker(
  index: TargetIndex,
  parsed: ParsedTarget,
): { parsed: ParsedTarget } | { hidden: IndexedEntity } | undefined {
  const makers = parsed.names.filter((word) => !index.words.has(word) && madeBySaid(index, word));
  if (makers.length === 0) return undefined;
  const made = index.devices.filter((device) => makers.every((word) => device.madeBy?.has(word) === true));
  const devices: IndexedPlace[] =
    parsed.devices === undefined ? made : parsed.devices.filter((device) => made.includes(device));
  const asked = {
    ...parsed,
    names: parsed.names.filter((word) => !makers.includes(word)),
    devices,
  };
  const visible = inPlaces(index, undefined, asked);
  // "the sonos" for a speaker whose device also has switches: the kind that maker makes, when it is there.
  const kind = parsed.kind === undefined ? makerKind(makers, visible) : undefined;
  if (visible.length > 0) return { parsed: kind === undefined ? asked : { ...asked, kind } };
  // A hidden device of that maker: its thing of the kind asked, else its first controllable one.
  const ids = new Set(devices.map((device) => device.id));
  const placed = { ...asked, devices: undefined };
  const hidden = index.hidden.filter((entity) => entity.deviceId !== null && ids.has(entity.deviceId));
  const there = hasPlace(placed) ? inPlaces(index, hidden, placed) : hidden;
  const domain = parsed.kind?.domain;
  const best =
    there.find((entity) => entity.domain === domain) ?? there.find((entity) => entity.primary) ?? there[0];
  return best === undefined ? undefined : { hidden: best };
}

/** The kind a maker makes (words/maker-kinds.ts) that some of the things found are of. */
function makerKind(makers: readonly string[], things: readonly IndexedEntity[]): KindWord | undefined {
  const kinds = makers
    .flatMap((word) => MAKER_KINDS.get(word) ?? [])
    .flatMap((kind) => KIND_WORDS.get(kind) ?? []);
  return kinds.find((kind) => things.some((thing) => thing.domain === kind.domain));
}
