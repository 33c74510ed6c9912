// "das Licht im oberen Bad", "w górnej łazience", "lampan i övre badrummet", "el baño superior", "上の浴室":
// a word that says upper or lower beside a room is the floor that room is on, as "upstairs" after it is.
// Only beside a room word or a word of an area's name: "die obere Lampe" or "机の上" stay what they were.
import { normalizeText } from './normalize-text.js';
import { floorsAt } from './places-named.js';
import type { IndexedPlace, TargetIndex } from './target-index.js';
import { ROOM_WORDS, type FloorRef } from './words/place-words.js';

/** Upper and lower said as adjectives (with their case endings), in the languages that say them so. */
const UPPER =
  'upper|obere|oberen|oberer|oberes|oberste|obersten|bovenste|övre|øverste|øvre|górny|górna|górne|górnej|górnym|górnego|superior|superiore|上';
const LOWER =
  'lower|untere|unteren|unterer|unteres|onderste|nedre|nederste|dolny|dolna|dolne|dolnej|dolnym|dolnego|inferior|inferiore|下';

const ADJECTIVES: ReadonlyMap<string, FloorRef> = new Map<string, FloorRef>([
  ...UPPER.split('|').map((word) => [normalizeText(word), { above: true }] as [string, FloorRef]),
  ...LOWER.split('|').map((word) => [normalizeText(word), { level: 0 }] as [string, FloorRef]),
]);

/** The Japanese particle between "上" and the room ("上の浴室"). */
const PARTICLE = new Set(['の']);

/** The floors an upper or lower word at `at` says, when a room is said right beside it; else undefined. */
/** True for a word that says upper or lower ("øverste", "obere", "上"). */
export function isFloorAdjective(word: string): boolean {
  return ADJECTIVES.has(word);
}

export function floorAdjectiveAt(
  index: TargetIndex,
  tokens: readonly string[],
  at: number,
): IndexedPlace[] | undefined {
  const ref = ADJECTIVES.get(tokens[at]!);
  if (ref === undefined || index.floors.length < 2) return undefined;
  const next = PARTICLE.has(tokens[at + 1] ?? '') ? at + 2 : at + 1;
  const beside = [tokens[next], tokens[at - 1]].some((word) => word !== undefined && isRoom(index, word));
  if (!beside) return undefined;
  const floors = floorsAt(index, ref);
  return floors.length > 0 ? floors : undefined;
}

/** A room word ("bad", "łazience", "badrummet") or a word of one of the home's area names. */
function isRoom(index: TargetIndex, word: string): boolean {
  return (
    ROOM_WORDS.has(word) ||
    index.areas.some((area) => area.names.some((name) => name === word || name.split(' ').includes(word)))
  );
}
