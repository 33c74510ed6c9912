// Which areas and floors of the home a room word, a level word or a plural of an area's word names
// ("the bedroom" → Bedroom 1 and 2, "upstairs" → the floors above ground, "le camere" → every Camera …).
// Reads the target index only.
import { sharedRoom } from './shared-room.js';
import { RELATED_ROOMS, ROOM_WORDS, type FloorRef } from './words/place-words.js';
import { STOP_WORDS } from './words/target-words.js';
import type { IndexedPlace, TargetIndex } from './target-index.js';
import { floorAndRoom, numberApart } from './area-concepts.js';
import { compoundRooms } from './compound-room.js';
import { personsNamedRoom } from './person-named-room.js';

/** Floors a level word points at; levels missing are read as the floors' order. */
export function floorsAt(index: TargetIndex, ref: FloorRef): IndexedPlace[] {
  const floors = index.floors;
  if (floors.length === 0) return [];
  const hasLevels = floors.some((floor) => floor.level !== null);
  if (!hasLevels) {
    if ('above' in ref) return floors.length > 1 ? floors.slice(1) : [];
    if ('top' in ref) return floors.length > 1 ? floors.slice(-1) : [];
    if ('below' in ref) return [];
    return floors[ref.level] === undefined ? [] : [floors[ref.level]!];
  }
  const ground = groundLevel(floors);
  if ('above' in ref) return floors.filter((floor) => (floor.level ?? 0) > ground);
  if ('top' in ref) {
    const above = floors.filter((floor) => (floor.level ?? 0) > ground);
    const highest = Math.max(...above.map((floor) => floor.level ?? 0));
    return above.filter((floor) => floor.level === highest);
  }
  if ('below' in ref) {
    const below = floors.filter((floor) => (floor.level ?? 0) < 0);
    const lowest = Math.min(...below.map((floor) => floor.level ?? 0));
    return below.filter((floor) => floor.level === lowest);
  }
  // A level word counts from the ground floor ("2楼", "2階", "the second floor" are one above it), wherever
  // the home puts it: at level 1 in a home that numbers its floors from 1, "2楼" is the floor at level 2.
  return floors.filter((floor) => floor.level === ref.level + ground);
}

/**
 * The level people enter at: 0, or in a home that numbers its floors from 1 as Chinese, Korean and American
 * homes do ("一楼" at 1, "二楼" at 2, none at 0), the lowest of two or more floors at or above it. A flat
 * on the fourth floor with a cellar keeps 0: its one floor is above ground.
 */
function groundLevel(floors: readonly IndexedPlace[]): number {
  const levels = floors.flatMap((floor) => (floor.level === null || floor.level < 0 ? [] : [floor.level]));
  return levels.includes(0) || levels.length < 2 ? 0 : Math.min(...levels);
}

export function areasWithConcepts(
  index: TargetIndex,
  concepts: readonly string[],
  related = true,
): IndexedPlace[] {
  const holding = index.areas.filter((area) => area.concepts.some((concept) => concepts.includes(concept)));
  const exact = holding.filter((area) => area.conceptExact);
  if (holding.length > 0 || !related) return exact.length > 0 ? exact : holding;
  // No hallway, but an entrance: what the speaker calls the hallway is most likely that room.
  const near = concepts.flatMap((concept) => RELATED_ROOMS.get(concept) ?? []);
  const nearRooms = near.length === 0 ? [] : areasWithConcepts(index, near, false);
  // "verandan" for the "Glasveranda" beside a garden: a compound ending in the room word comes first.
  const compound = nearRooms.length === 0 ? [] : compoundRooms(index, concepts);
  return compound.length > 0 ? compound : nearRooms;
}

/**
 * "Habitación" also names "Habitación de invitados" (whose concept is the guest room) when no area is
 * plainly that room: areas whose name holds the very word said join those found by concept. And
 * "dormitorio" with "Dormitorio principal" and "Habitación de Lucía" (both bedrooms by concept) is the
 * area whose name holds that word: the home's own word beats the concept's other words.
 */
export function withSameWord(index: TargetIndex, norm: string, rooms: IndexedPlace[]): IndexedPlace[] {
  if (rooms.length === 0) return rooms;
  const said = ` ${norm} `;
  // "卧室" is a word of "卧室1" and "卧室2" (a number written on), not of "主卧".
  // "卫生间" is a word of "一楼卫生间" too: a CJK name written as one word, its floor before the room word.
  const holds = (area: IndexedPlace) =>
    area.names.some((name) => ` ${numberApart(name)} `.includes(said) || floorAndRoom(name, norm));
  // "침실" with "안방" (a bedroom by concept, named whole) and "침실1", "침실2": the rooms numbered under
  // the very word said are what it names (with any other whose name holds it), as "bedroom" is "Bedroom 1"
  // and "Bedroom 2" beside a "Master Bedroom".
  if (numberedUnder(index, norm)) return index.areas.filter(holds);
  // "el patio" with a "Porche" (a terrace, as "patio" is) and a "Patio trasero" (a garden by its words):
  // when no room the concept finds is named with the word, the areas the home names with it are meant.
  if (rooms.some((room) => room.conceptExact)) {
    if (rooms.some(holds)) return rooms;
    const own = index.areas.filter(holds);
    return own.length > 0 ? own : rooms;
  }
  const same = index.areas.filter((area) => !rooms.includes(area) && holds(area));
  const holding = rooms.filter(holds);
  const found = holding.length > 0 ? holding : rooms;
  return same.length === 0 ? found : [...found, ...same];
}

/** Each index's names of numbered areas without their number ("침실1" → "침실"), read once per index. */
const NUMBERED_BASES = new WeakMap<TargetIndex, ReadonlySet<string>>();

/** True when an area is named the word said and a number ("침실1", "Bedroom 2"). */
function numberedUnder(index: TargetIndex, norm: string): boolean {
  let bases = NUMBERED_BASES.get(index);
  if (bases === undefined) {
    const found = new Set<string>();
    for (const area of index.areas)
      for (const name of area.names) {
        const numbered = /^(.+) \d+$/.exec(numberApart(name));
        if (numbered !== null) found.add(numbered[1]!);
      }
    bases = found;
    NUMBERED_BASES.set(index, bases);
  }
  return bases.has(norm);
}

/**
 * "le luci delle camere" with Camera, Camera padronale and Camera ospiti: a plural of a word of area
 * names is every area whose name holds that word.
 */
export function pluralAreas(index: TargetIndex, word: string): IndexedPlace[] | undefined {
  const singulars = [
    ...['s', 'es', 'en', 'er', 'n', 'e']
      .filter((end) => word.endsWith(end))
      .map((end) => word.slice(0, -end.length)),
    ...(word.endsWith('e') ? [`${word.slice(0, -1)}a`] : []),
    ...(word.endsWith('i') ? [`${word.slice(0, -1)}o`, `${word.slice(0, -1)}e`] : []),
  ].filter((singular) => singular.length >= 3);
  for (const singular of singulars) {
    const holding = index.areas.filter((area) =>
      area.names.some((name) => name.split(' ').includes(singular)),
    );
    if (holding.length > 1) return holding;
  }
  return undefined;
}

/**
 * "Licht in Lenas Zimmer", "lampan i Emmas rum", "Sems kamer": a person's name with a genitive -s and a
 * room word, for an area named the other way round ("Zimmer Lena", "Rum Emma", "Kamer Sem"). Returns the
 * normalized phrase with those two words replaced by the area's name, or undefined.
 */
export function possessiveRoom(index: TargetIndex, norm: string, language?: string): string | undefined {
  const words = norm.split(' ');
  const pairs = twoWordAreas(index);
  for (let at = 0; at + 1 < words.length; at += 1) {
    const said = words[at]!;
    if (said.length < 4 || !said.endsWith('s')) continue;
    const area = pairs.get(`${said.slice(0, -1)} ${words[at + 1]!}`);
    if (area !== undefined) return [...words.slice(0, at), area.names[0]!, ...words.slice(at + 2)].join(' ');
  }
  // "奶奶房间" for a room "爷爷奶奶房" she shares (shared-room.ts).
  return (
    personsRoom(index, words, language) ??
    personsThing(index, words) ??
    cjkPersonsRoom(index, norm) ??
    sharedRoom(index, norm) ??
    personsNamedRoom(index, words)
  );
}

/**
 * "Mias Echo", "Bens Lampe" with an area named "Mia" or "Ben" alone: a short name with a genitive s before a
 * thing is that person's area (longer ones, "Leonies", are read by their stem already). Not before a room
 * word, which `personsRoom` reads.
 */
function personsThing(index: TargetIndex, words: string[]): string | undefined {
  for (let at = 0; at + 1 < words.length; at += 1) {
    const word = words[at]!;
    if (!word.endsWith('s') || !/^\p{Script=Latin}+$/u.test(word)) continue;
    const person = personArea(index, word);
    if (person !== undefined && person === word.slice(0, -1))
      return [...words.slice(0, at), person, ...words.slice(at + 1)].join(' ');
  }
  return undefined;
}

/** A Japanese or Chinese room word after a person's name, with or without its particle ("の部屋", "的房间"). */
const CJK_ROOM = /^[の的]?(?:お?部屋|へや|房间|屋子|房)/u;
const CJK_TEXT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * "はるとの部屋の電気", "小宇的房间的灯" with an area named "はると" or "小宇" alone: the person's room is
 * that area. Written without spaces, so the area's name is looked for in the text.
 */
function cjkPersonsRoom(index: TargetIndex, norm: string): string | undefined {
  if (!CJK_TEXT.test(norm)) return undefined;
  for (const area of index.areas) {
    if (area.concepts.length > 0) continue;
    for (const name of area.names) {
      const at = norm.indexOf(name);
      if (name.length < 2 || at < 0 || !CJK_TEXT.test(name)) continue;
      const room = CJK_ROOM.exec(norm.slice(at + name.length));
      if (room !== null)
        return norm.slice(0, at + name.length) + norm.slice(at + name.length + room[0].length);
    }
  }
  return undefined;
}

/**
 * Room words the tables give no concept alone ("værelse", "camera" are only parts of room names there),
 * as normalized ("værelse" is "vaerelse").
 */
const ANY_ROOM = new Set(['방', 'camera', 'vaerelse', 'vaerelset', 'kamer', 'kamertje']);

/**
 * Those that are a room only in their own language: Italian "camera" is a French "caméra" and an English
 * "camera" once folded ("caméra du portail" is the gate's camera, not a room of someone called Portail).
 */
const ROOM_ONLY_IN: Readonly<Record<string, string>> = { camera: 'it' };

const HANGUL = /^\p{Script=Hangul}+$/u;

function isRoomWord(word: string, language?: string): boolean {
  const only = ROOM_ONLY_IN[word];
  if (only !== undefined && language !== undefined && !language.toLowerCase().startsWith(only)) return false;
  return ROOM_WORDS.has(word) || ANY_ROOM.has(word);
}

/**
 * "la chambre de Léon", "o quarto do Tomás", "Idas værelse", "Oliver's bedroom" with an area named "Léon",
 * "Tomás", "Ida", "Oliver" alone: a room word said with a person's name (after it, with up to two small words
 * between or none in a terse command, "chambre Léon"; or before it with a genitive s; in Korean "지훈(이) 방")
 * is that person's area, not every bedroom beside it. Only an area name that is no room's name itself: the name alone, else one of its two words.
 */
function personsRoom(index: TargetIndex, words: string[], language?: string): string | undefined {
  for (let at = 0; at < words.length; at += 1) {
    const person = personArea(index, words[at]!);
    if (person === undefined) continue;
    // Before the name: "chambre de léon", "camera di giulia", "zimmer von paul"; right after the room word
    // when the name carries its case ("w pokoju Kuby" for "Kuba") or in a terse command ("chambre léon").
    let from = at - 1;
    while (from >= 0 && at - from <= 2 && STOP_WORDS.has(words[from]!)) from -= 1;
    if (from >= 0 && isRoomWord(words[from]!, language))
      return [...words.slice(0, from), person, ...words.slice(at + 1)].join(' ');
    // Polish "u Oli" (at Ola's): the genitive after "u" is the person's place too.
    const declined = person !== words[at];
    if (declined && words[at - 1] === 'u')
      return [...words.slice(0, at - 1), person, ...words.slice(at + 1)].join(' ');
    // After it, with a genitive s: "idas værelse", "pauls schlafzimmer", "oliver s bedroom".
    const next = words[at + 1] === 's' ? at + 2 : at + 1;
    // Korean needs no genitive: "지훈 방", "민준이 방", "지훈의 방".
    const genitive = next === at + 2 || words[at]!.endsWith('s') || HANGUL.test(words[at]!);
    if (genitive && isRoomWord(words[next] ?? '', language))
      return [...words.slice(0, at), person, ...words.slice(next + 1)].join(' ');
  }
  return undefined;
}

/** The name of the one area a word names alone, as said or with a genitive s ("idas" → "ida"). */
function personArea(index: TargetIndex, word: string): string | undefined {
  const hangul = HANGUL.test(word);
  if (!(hangul ? /^\p{L}{2,}$/u : /^\p{L}{3,}$/u).test(word) || STOP_WORDS.has(word) || isRoomWord(word))
    return undefined;
  // A Korean name with the familiar 이 or the genitive 의 ("민준이", "지훈의").
  const bare = hangul ? /^(.+?)[이의]$/u.exec(word)?.[1] : word.endsWith('s') ? word.slice(0, -1) : undefined;
  const declined = slavicGenitive(word);
  const said = (name: string) =>
    name === word || (bare !== undefined && name === bare) || declined.includes(name);
  // An area named as a floor is ("Vliering", "Zolder") is no person: "badkamer op de vliering" is a floor.
  const floor = (area: IndexedPlace) =>
    area.names.some((name) => index.lookup.floors.exact(name, name).length > 0);
  const areas = index.areas.filter(
    (area) => area.concepts.length === 0 && area.names.some(said) && !floor(area),
  );
  if (areas.length === 1) return areas[0]!.names[0];
  if (areas.length > 1) return undefined;
  // "Opas Zimmer" for an area "Opa Kurt", "la chambre de mamie" for "Mamie Jo": the person said by one
  // word of a two-word name (what the family calls them beside their own name).
  const paired = new Set(
    [word, ...(bare === undefined ? [] : [bare])].flatMap((part) => peopleByPart(index).get(part) ?? []),
  );
  return paired.size === 1 ? [...paired][0]!.names[0] : undefined;
}

/**
 * The names a Polish genitive may be of ("Kuby" of Kuba, "Zosi" of Zosia, "Oli" of Ola, "Jana" of Jan):
 * said after the room word with no small word between ("w pokoju Kuby").
 */
function slavicGenitive(word: string): string[] {
  if (!/^\p{Script=Latin}{3,}$/u.test(word)) return [];
  const stem = word.slice(0, -1);
  if (word.endsWith('y')) return [`${stem}a`];
  if (word.endsWith('i')) return [`${stem}a`, `${stem}ia`];
  if (word.endsWith('a')) return [stem];
  return [];
}

/** Areas of no room concept named by two words, neither a room or small word, by each of the words. */
const PEOPLE_BY_PART = new WeakMap<TargetIndex, Map<string, IndexedPlace[]>>();
function peopleByPart(index: TargetIndex): Map<string, IndexedPlace[]> {
  let parts = PEOPLE_BY_PART.get(index);
  if (parts !== undefined) return parts;
  parts = new Map();
  for (const area of index.areas) {
    if (area.concepts.length > 0) continue;
    for (const name of area.names) {
      const words = name.split(' ');
      if (words.length !== 2 || words.some((part) => isRoomWord(part) || STOP_WORDS.has(part))) continue;
      for (const part of words)
        if (!(parts.get(part) ?? []).includes(area)) parts.set(part, [...(parts.get(part) ?? []), area]);
    }
  }
  PEOPLE_BY_PART.set(index, parts);
  return parts;
}

/** Areas whose name has two words, by those words in either order ("lena zimmer", "zimmer lena"). */
const TWO_WORD_AREAS = new WeakMap<TargetIndex, Map<string, IndexedPlace>>();
function twoWordAreas(index: TargetIndex): Map<string, IndexedPlace> {
  let pairs = TWO_WORD_AREAS.get(index);
  if (pairs !== undefined) return pairs;
  pairs = new Map();
  for (const area of index.areas)
    for (const name of area.names) {
      const parts = name.split(' ');
      if (parts.length !== 2) continue;
      pairs.set(`${parts[0]} ${parts[1]}`, area);
      pairs.set(`${parts[1]} ${parts[0]}`, area);
    }
  TWO_WORD_AREAS.set(index, pairs);
  return pairs;
}
