// "both bedroom lamps", "beide slaapkamerlampen" with areas "Bedroom" and "Bedroom 2": Home Assistant
// numbers a second room of the same name (people name it with its floor: "Flur oben", "Upstairs Bedroom"),
// and "both" said of the first name means the numbered ones too,
// as a room word for them all would. Only with "both" or a count: "the bedroom lamps" stays the room
// named so, whose lamps they may well be.
import type { PlaceParse } from './place-parse.js';
import type { IndexedPlace, TargetIndex } from './target-index.js';
import { FLOOR_WORDS } from './words/place-words.js';

/** The parse with its areas joined by those named like them plus a number, when a count was said. */
export function withNumberedAreas<P extends PlaceParse & { count: number | undefined }>(
  index: TargetIndex,
  parsed: P,
): P {
  const areas = parsed.areas;
  if (areas === undefined || parsed.count === undefined || parsed.count < 2) return parsed;
  const numbered = (area: IndexedPlace, name: string) =>
    area.names.some((other) => {
      const rest = other.startsWith(`${name} `)
        ? other.slice(name.length + 1)
        : other.endsWith(` ${name}`)
          ? other.slice(0, -name.length - 1)
          : undefined;
      // "Bedroom 2"; "Flur oben", "Upstairs Bedroom", "Gang ovenpå": named again with a number or a floor.
      return rest !== undefined && (/^\d+$/.test(rest) || isFloorWord(index, rest));
    });
  const added = index.areas.filter(
    (area) => !areas.includes(area) && areas.some((said) => said.names.some((name) => numbered(area, name))),
  );
  return added.length === 0 ? parsed : { ...parsed, areas: [...areas, ...added], severalRooms: true };
}

/** A floor word of the tables ("oben", "upstairs", "ovenpå") or a floor's own name or alias. */
function isFloorWord(index: TargetIndex, words: string): boolean {
  return FLOOR_WORDS.has(words) || index.lookup.floors.exact(words, words.replace(/ /g, '')).length > 0;
}
