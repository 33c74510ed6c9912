// "a porta da rua e a janela estão abertas?", "die Haustür und das Fenster", "the kitchen pendant and the fan": a
// list whose part names only a kind is still a list. That part resolves as it would said alone (the one window,
// or which one when there are several), in the place the other parts all say when they say one ("lights and
// blinds in the living room"). Reads parsed phrases only.
import { hasPlace } from './candidates.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedPlace } from './target-index.js';
import { STOP_WORDS } from './words/target-words.js';

/** "en" is "and" in Dutch, "i" in Polish; elsewhere they are "in" ("les lumières en haut", "lampen i stuen"). */
const OWN_AND: Readonly<Record<string, string>> = { nl: 'en', pl: 'i' };

/**
 * The parts that name only a kind (no name word, no place, not a thing's whole name: `named`), or none when
 * the list may be no list: a joiner that is "in" in some language and not "and" in the request's, one not said
 * as a joiner (`said`, joiner-said.ts), or a part that names only a place ("les lumières en haut" are the
 * lights upstairs).
 */
export function kindOnlyParts(
  parts: readonly ParsedTarget[],
  named: readonly (boolean | undefined)[],
  joiners: readonly string[],
  said: boolean,
  language: string | undefined,
): boolean[] {
  const none = parts.map(() => false);
  const and = OWN_AND[language?.split(/[-_]/)[0] ?? ''];
  if (joiners.some((joiner) => STOP_WORDS.has(joiner) && joiner !== and)) return none;
  // A joiner the tokenizer cut out of a word ("と" in "はるとのライト") joins nothing.
  if (!said) return none;
  // A device named whole ("the kitchen pendant") is a thing, not a place.
  const placeOnly = (part: ParsedTarget) =>
    part.names.length === 0 && part.kind === undefined && part.devices === undefined && hasPlace(part);
  if (parts.some((part, at) => placeOnly(part) && !named[at])) return none;
  return parts.map(
    (part, at) => !named[at] && part.kind !== undefined && part.names.length === 0 && !hasPlace(part),
  );
}

/**
 * The part read in the areas and floors that every other part saying a place says alike ("the living room
 * lights and blinds"); the part as it was when they say none, or several, or a device.
 */
export function inSharedPlace(part: ParsedTarget, parts: readonly ParsedTarget[]): ParsedTarget {
  const placed = parts.filter((other) => other !== part && hasPlace(other));
  const first = placed[0];
  if (first === undefined || placed.some((other) => other.devices !== undefined)) return part;
  const same = (a: IndexedPlace[] | undefined, b: IndexedPlace[] | undefined) =>
    (a ?? []).length === (b ?? []).length && (a ?? []).every((place) => (b ?? []).includes(place));
  if (!placed.every((other) => same(other.areas, first.areas) && same(other.floors, first.floors)))
    return part;
  return { ...part, areas: first.areas, floors: first.floors, placeName: first.placeName };
}
