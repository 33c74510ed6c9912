// "hoveddøren", "die Haustür", "현관문" where no name says front door: the door of the entrance (or, with no
// entrance, of the hallway people come in by), named as its room is ("Entré", "Gangdør"). The front door's words
// are an appliance concept (words/device-words.ts) that only names reach; here they are read as the door kind in
// that room instead, so the lock, the contact sensor or the door cover there is chosen as for "the door in the
// entrance". Reads the parse only.
import type { ParsedTarget } from './parse-target.js';
import { areasWithConcepts } from './places-named.js';
import type { TargetIndex } from './target-index.js';
import { conceptKey } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';

const FRONT_DOOR = conceptKey('front_door');

/** The parse with the front door read as the door of the entrance; undefined when it is no such request. */
export function frontDoorByRoom(index: TargetIndex, parsed: ParsedTarget): ParsedTarget | undefined {
  if (!parsed.names.includes(FRONT_DOOR) || parsed.areas !== undefined || parsed.floors !== undefined)
    return undefined;
  if (parsed.kind !== undefined && parsed.kind.domain !== 'lock') return undefined;
  const entrance = areasWithConcepts(index, ['entrance']);
  if (entrance.length !== 1) return undefined;
  const door = KIND_WORDS.get('door');
  return {
    ...parsed,
    names: parsed.names.filter((name) => name !== FRONT_DOOR),
    kind: parsed.kind ?? door,
    areas: entrance,
    placeName: entrance[0]!.name,
  };
}
