// "l'abat-jour in camera" with an area "Camera matrimoniale" and no camera in the home: a word that is
// a kind elsewhere ("camera" is a camera in English, a room in Italian) is a word of the place's name
// when the home has nothing of that kind and the phrase names something else beside it. Said alone
// ("the camera") it stays the kind, so a request never turns into a whole room by accident.
import type { PlaceParse } from './place-parse.js';
import type { TargetIndex } from './target-index.js';
import { personAsRoom } from './person-room.js';
import { withNumberedAreas } from './numbered-areas.js';
import { windowAsCover } from './window-kind.js';
import { roomOnFloor } from './floor-room.js';

/** The parse with its lone kind word read as the areas whose names hold it, when that fits better. */
export function kindAsPlace<P extends PlaceParse & { count: number | undefined }>(
  index: TargetIndex,
  given: P,
): P {
  // Also a person's name beside a plural kind is their room (person-room.ts); "both" said of a room
  // named again with a number is both rooms (numbered-areas.ts).
  // A window word in a home with motorised windows and no window sensor is those (window-kind.ts).
  // A room said with a floor is that floor's room of its kind ("das Bad unten": floor-room.ts).
  const rooms = roomOnFloor(index, withNumberedAreas(index, given));
  const parsed = windowAsCover(index, personAsRoom(index, rooms));
  const kind = parsed.kind;
  if (kind === undefined || parsed.kindTokens.length !== 1 || parsed.names.length === 0) return parsed;
  if (parsed.areas !== undefined || parsed.floors !== undefined || parsed.devices !== undefined)
    return parsed;
  const ofKind = (entity: { domain: string }) => entity.domain === kind.domain;
  if (index.entities.some(ofKind) || index.hidden.some(ofKind)) return parsed;
  const word = parsed.kindTokens[0]!;
  const areas = index.areas.filter((area) => area.names.some((name) => name.split(' ').includes(word)));
  if (areas.length === 0) return parsed;
  // Several rooms hold the word ("Camera matrimoniale", "Camera del nonno"): the names said narrow them.
  const several = areas.length > 1;
  return {
    ...parsed,
    kind: undefined,
    kindTokens: [],
    areas,
    placeName: word,
    severalRooms: several,
    literalArea: !several,
  };
}
