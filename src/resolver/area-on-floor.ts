// "das Licht im Bad oben" with a "Bad" downstairs and a "Duschbad" upstairs, "上のトイレ" with a "トイレ" on the
// first floor and a "2階トイレ" on the second: a room said with a floor it is not on is the room of that floor
// whose name holds the room's word (or that is the same room by concept). Reads the target index only.
import type { IndexedPlace, TargetIndex } from './target-index.js';

/** The parse's places, as much of it as this reads (parse-target.ts imports this file). */
interface SaidPlaces {
  areas?: IndexedPlace[] | undefined;
  floors?: IndexedPlace[] | undefined;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A name holds the word: as a word of it, as the end of a compound of it ("duschbad"), or inside CJK text. */
function holds(name: string, word: string): boolean {
  if (CJK.test(word)) return name.includes(word);
  return name.split(' ').some((part) => part === word || (word.length >= 3 && part.endsWith(word)));
}

export function areaOnFloorSaid<Parsed extends SaidPlaces>(index: TargetIndex, parsed: Parsed): Parsed {
  const { areas, floors } = parsed;
  if (areas === undefined || floors === undefined) return parsed;
  const floorIds = new Set(floors.map((floor) => floor.id));
  const onFloor = (area: IndexedPlace) => area.floorId !== null && floorIds.has(area.floorId);
  if (areas.some(onFloor)) return parsed;
  const words = areas.flatMap((area) => area.names);
  const concepts = areas.flatMap((area) => (area.conceptExact ? area.concepts : []));
  const there = index.areas.filter(
    (area) =>
      onFloor(area) &&
      (area.names.some((name) => words.some((word) => holds(name, word))) ||
        area.concepts.some((concept) => concepts.includes(concept))),
  );
  return there.length > 0 ? { ...parsed, areas: there } : parsed;
}
