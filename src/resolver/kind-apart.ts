// "portão da garagem" with a "Portão" (a gate) in the area "Garagem" and no garage door: a kind said in
// several words ("garage door", "puerta del garaje") that finds nothing in the home may be what it says
// word by word, a thing of the first word's kind in the place the other words name.
import type { Endings } from './forms/word-endings.js';
import { hasPlace } from './candidates.js';
import { parseTarget, type ParsedTarget } from './parse-target.js';
import type { TargetIndex } from './target-index.js';

/**
 * The parse with its kind phrase read as a kind and a place, when the first word is a kind alone and the
 * rest names a place and nothing else. Undefined when the phrase said a place besides, or reads no other way.
 */
export function kindPhraseApart(
  index: TargetIndex,
  parsed: ParsedTarget,
  endings: Endings,
): ParsedTarget | undefined {
  const words = parsed.kindTokens;
  if (parsed.kind === undefined || words.length < 2 || hasPlace(parsed) || parsed.names.length > 0)
    return undefined;
  // The thing first ("portão da garagem", "puerta del garaje") or last ("garage door").
  for (const [thing, place] of [
    [words.slice(0, 1), words.slice(1)],
    [words.slice(-1), words.slice(0, -1)],
  ]) {
    const apart = asKindInPlace(index, parsed, thing!, place!, endings);
    if (apart !== undefined) return apart;
  }
  return undefined;
}

function asKindInPlace(
  index: TargetIndex,
  parsed: ParsedTarget,
  thing: string[],
  place: string[],
  endings: Endings,
): ParsedTarget | undefined {
  const head = parseTarget(index, thing, endings);
  const rest = parseTarget(index, place, endings);
  if (head.kind === undefined || head.names.length > 0 || hasPlace(head)) return undefined;
  if (!hasPlace(rest) || rest.kind !== undefined || rest.names.length > 0) return undefined;
  return {
    ...parsed,
    kind: head.kind,
    kindTokens: head.kindTokens,
    areas: rest.areas,
    floors: rest.floors,
    devices: rest.devices,
    placeName: rest.placeName,
    severalRooms: rest.severalRooms,
    literalArea: rest.literalArea,
  };
}
