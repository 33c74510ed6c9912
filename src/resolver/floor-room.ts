// "das Licht im Bad unten", "lyset på badeværelset ovenpå", "la lumière de la salle de bain du
// rez-de-chaussée": a room said with a floor is the room of that kind on that floor. A home with a
// bathroom on each floor names one "Badezimmer" and the other "Badezimmer 2"; the room word or the bare
// name finds the first, wherever it is, and the floor said then left nothing. The floor decides.
import type { PlaceParse } from './place-parse.js';
import type { IndexedPlace, TargetIndex } from './target-index.js';

/** A room of no kind ("Zimmer", "部屋"): it says nothing about which room is meant. */
const ANY_ROOM = 'room';

/**
 * The parse with its areas moved to the floor said, when none of them is on it: the areas of that floor
 * that are the same kind of room. Unchanged when the floor has no such room.
 */
export function roomOnFloor<P extends PlaceParse>(index: TargetIndex, given: P): P {
  const parsed = floorSaidAsArea(index, given);
  const { areas, floors } = parsed;
  if (areas === undefined || floors === undefined || parsed.devices !== undefined) return parsed;
  const floorIds = new Set(floors.map((floor) => floor.id));
  const onFloor = (area: IndexedPlace) => area.floorId !== null && floorIds.has(area.floorId);
  if (areas.some(onFloor)) return parsed;
  const said = areas.flatMap((area) => area.concepts);
  const kinds = new Set(
    said.some((concept) => concept !== ANY_ROOM) ? said.filter((c) => c !== ANY_ROOM) : said,
  );
  // A room of no known kind ("Camera", a room in Italian) is the one Home Assistant numbered after it.
  const numbered = (area: IndexedPlace) =>
    area.names.some((name) => areas.some((one) => one.names.some((own) => isNumbered(name, own))));
  const sameKind = (area: IndexedPlace) => area.concepts.some((c) => kinds.has(c)) || numbered(area);
  const there = index.areas.filter((area) => onFloor(area) && sameKind(area));
  if (there.length === 0) return parsed;
  return { ...parsed, areas: there, severalRooms: there.length > 1, literalArea: false };
}

/**
 * "de spots in de badkamer op zolder" with an area and a floor both named "Zolder": said after another
 * room, the word is the floor that room is on, not a second room beside it. Read only when the parse
 * holds two areas or more (a union: one part names one place) and one of them is named as a floor is.
 */
function floorSaidAsArea<P extends PlaceParse>(index: TargetIndex, parsed: P): P {
  const areas = parsed.areas;
  if (areas === undefined || areas.length < 2 || parsed.floors !== undefined) return parsed;
  for (const area of areas) {
    const floors = area.names.flatMap((name) => index.lookup.floors.exact(name, name.replace(/ /g, '')));
    if (floors.length === 0) continue;
    const rest = areas.filter((other) => other !== area);
    return { ...parsed, areas: rest, floors, severalRooms: rest.length > 1 };
  }
  return parsed;
}

/** "camera 2" after "camera": the name Home Assistant gives a second area of the same name. */
function isNumbered(name: string, own: string): boolean {
  return name.startsWith(`${own} `) && /^\d+$/.test(name.slice(own.length + 1));
}
