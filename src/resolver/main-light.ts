// "The big light in the living room", "das große Licht", "la luz grande", "客厅大灯", "거실 큰 불",
// "リビングの大きい電気", "the main light": a size or rank word said of a room's light means its
// ceiling or main light, which people call that whatever its name says ("Deckenlampe", "Luz techo",
// "주등", "客厅主灯"). A ceiling light asked for where none is named so ("das Deckenlicht bei Emil" for
// "Emil Licht" beside a "Sternenlicht Emil") is that light too.
import { APPLIANCE_WORDS, conceptKey } from './words/device-words.js';
import { cjkPlaceNamed } from './cjk-place-named.js';
import { KIND_WORDS } from './words/kind-words.js';
import { normalizeText } from './normalize-text.js';
import { SIZE_WORDS } from './words/size-words.js';
import { ROOM_WORDS } from './words/place-words.js';
import { placeWithLightWord } from './place-light-word.js';
import type { ParsedTarget } from './parse-target.js';
import type { Resolution } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { mainOfTheirRoom } from './big-light-room.js';

const words = (text: string): ReadonlySet<string> => new Set(text.split(' ').map(normalizeText));

/** Words of a name that make it the room's main light: the ceiling, a chandelier, "main". */
const MAIN_NAME_WORDS = words(
  'ceiling chandelier main decke deckenlampe deckenleuchte deckenlicht kronleuchter haupt hauptlicht ' +
    'techo plafon plafonnier plafonniere plafoniera plafondlamp plafondlampe lampadario lustre arana teto sufit ' +
    'sufitowa sufitowe zyrandol taklampa taklampe loftlampe ljuskrona lysekrone kroonluchter hoofdlicht ' +
    'principal principale glowne glowna',
);
/** The same, written inside a Chinese, Japanese or Korean name ("客厅主灯", "메인등", "シーリングライト"). */
const MAIN_NAME_PARTS = ['主灯', '主燈', '吸顶', '吸頂', 'シーリング', 'メイン', '메인', '천장', '天井'].map(
  normalizeText,
);
const CEILING_KEY = conceptKey('ceiling');

/**
 * The words of the phrase without its size words ("大きい" is 大 + きい), when a light is asked for with
 * one; else undefined. Read again without them, since a size word may have been heard as a name
 * ("grande" as a "Guirlande").
 */
export function sizeSaid(parsed: ParsedTarget, domain: string | undefined): string[] | undefined {
  if ((domain ?? parsed.kind?.domain) !== 'light') return undefined;
  const { tokens } = parsed;
  // "luces dormitorio principal", "the main bedroom lights": a rank word of the area's own name is the area's.
  const own = areaWordsAt(parsed);
  const size = (token: string, at: number) => SIZE_WORDS.has(token) && !own.has(at);
  if (!tokens.some(size)) return undefined;
  return tokens.filter(
    (token, at) => !size(token, at) && !(SIZE_ENDINGS.has(token) && size(tokens[at - 1] ?? '', at - 1)),
  );
}
const SIZE_ENDINGS = new Set(['きい', 'きな', 'き']);

/**
 * The words of the phrase without its ceiling words ("Leo's ceiling light", "das Deckenlicht bei Emil"),
 * when a light is asked for by one and the phrase is no name; else undefined.
 */
export function ceilingSaid(parsed: ParsedTarget): string[] | undefined {
  const ceiling = (token: string) =>
    token === CEILING_KEY || MAIN_NAME_WORDS.has(token) || APPLIANCE_WORDS.get(token) === CEILING_KEY;
  if (!parsed.names.some(ceiling)) return undefined;
  const rest = parsed.tokens.filter((token) => !ceiling(token));
  return rest.length < parsed.tokens.length ? rest : undefined;
}

/**
 * Where the phrase says a name of an area it was read to name ("dormitorio principal"), or a room's phrase of
 * the tables that the area was found by ("main bedroom" for a "Bedroom"): those positions.
 */
function areaWordsAt(parsed: ParsedTarget): ReadonlySet<number> {
  const { tokens } = parsed;
  const at = new Set<number>();
  if (parsed.areas === undefined) return at;
  for (let start = 0; start < tokens.length; start += 1)
    for (const length of [2, 3])
      if (start + length <= tokens.length && ROOM_WORDS.has(tokens.slice(start, start + length).join(' ')))
        for (let offset = 0; offset < length; offset += 1) at.add(start + offset);
  for (const name of parsed.areas.flatMap((area) => area.names)) {
    const words = name.split(' ');
    for (let start = 0; start + words.length <= tokens.length; start += 1)
      if (words.every((word, offset) => tokens[start + offset] === word))
        words.forEach((_, offset) => at.add(start + offset));
  }
  return at;
}

/** The lights among `entities` whose name says they are the room's ceiling or main light. */
export function mainLights(entities: readonly IndexedEntity[]): IndexedEntity[] {
  return entities.filter(
    (entity) =>
      entity.domain === 'light' &&
      ([...entity.nameWords].some((word) => word === CEILING_KEY || MAIN_NAME_WORDS.has(word)) ||
        entity.names.some((name) => MAIN_NAME_PARTS.some((part) => name.includes(part)))),
  );
}

/**
 * Lamps of a shape, never a room's big light: floor, reading, bedside and wall lamps, strips. Not the
 * desk or nightstand concepts, whose furniture words are also rooms ("Lumière bureau" is the office's).
 */
const SHAPED_KEYS = [
  'floor_lamp',
  'reading_lamp',
  'bedside_lamp',
  'wall_lamp',
  'light_strip',
  'string_lights',
  'christmas_tree',
  // A night light is left on for the dark, never the room's big light ("Leo Night Light", "Veilleuse").
  'night_light',
].map(conceptKey);
/** A desk lamp by its own word, and lamps said inside a name ("서재 스탠드", "デスクライト", "台灯"). */
const SHAPED_WORDS = words('flexo schreibtischlampe bureaulamp skrivbordslampa skrivebordslampe');
const SHAPED_PARTS = [
  'desk lamp',
  'lampka biurkowa',
  'lampa biurkowa',
  '스탠드',
  'スタンド',
  'デスクライト',
  'デスクランプ',
  '台灯',
  '落地灯',
  '床头灯',
].map(normalizeText);

function shaped(entity: IndexedEntity): boolean {
  return (
    [...entity.nameWords].some((word) => SHAPED_KEYS.includes(word) || SHAPED_WORDS.has(word)) ||
    entity.names.some((name) => SHAPED_PARTS.some((part) => name.includes(part)))
  );
}

/**
 * The one main light among what the phrase without its size words found, if there is exactly one; when
 * none is named for the ceiling, the one light named by no lamp of a shape ("서재 등" beside "서재 스탠드",
 * "Den Light" beside a "Floor Lamp"): what people call the big light when the lamps are named. For a
 * `ceiling` asked for, only one named so or by its place alone.
 */
export function mainOf(index: TargetIndex, answer: Resolution, ceiling = false): Resolution | undefined {
  const ids =
    answer.kind === 'found'
      ? answer.entityIds
      : answer.kind === 'ambiguous'
        ? answer.candidates.map((candidate) => candidate.entity_id)
        : [];
  const found = ids.flatMap((id) => index.byId.get(id) ?? []);
  const named = mainLights(found);
  const plain = found.filter((entity) => entity.domain === 'light' && !shaped(entity));
  const main = named.length === 0 ? plain : named;
  // Only lamps of a shape found ("de grote lamp bij Sem": Sem's night light): their room's (big-light-room.ts).
  const room =
    named.length === 0 && plain.length === 0 ? mainOfTheirRoom(index, found, mainLights) : undefined;
  if (room !== undefined) return { kind: 'found', entityIds: [room.id], group: false, domainNamed: true };
  // "Emil Licht" beside a "Sternenlicht Emil", "Leo's Room Light" beside a reading lamp of some other name:
  // the light named by its place and a word for light alone.
  const plainOnly = named.length === 0 && (main.length > 1 || ceiling);
  const bare = plainOnly ? main.filter((entity) => placeNamed(index, entity)) : main;
  // A ceiling asked for is never a lamp of some other name ("the ceiling light" in a den of table lamps).
  const one = bare.length === 1 ? bare : ceiling && named.length === 0 ? [] : main;
  return one.length === 1
    ? { kind: 'found', entityIds: [one[0]!.id], group: false, domainNamed: true }
    : undefined;
}

/** True when every word of the light's name is a word of its area's names or a plain word for a light. */
function placeNamed(index: TargetIndex, entity: IndexedEntity): boolean {
  const area = index.areas.find((place) => place.id === entity.areaId);
  const placeWords = new Set(area?.names.flatMap((name) => name.split(' ')) ?? []);
  const lightWord = (word: string) => {
    const kind = KIND_WORDS.get(word);
    return kind?.domain === 'light' && kind.classes === undefined && kind.concept === undefined;
  };
  const words = (entity.names[0] ?? '').split(' ').filter((word) => word !== '');
  // "リビング照明": the room and the light written as one word (cjk-place-named.ts).
  const joined = cjkPlaceNamed(entity.names[0] ?? '', area?.names ?? [], lightWord);
  return (
    joined ||
    (words.length > 0 &&
      words.every(
        (word) => placeWords.has(word) || lightWord(word) || placeWithLightWord(word, placeWords, lightWord),
      ))
  );
}

/** Any light, not the narrower kind said ("stora lampan" is the room's ceiling lamp, not only its lamps). */
export function anyLight(parsed: ParsedTarget): ParsedTarget {
  return { ...parsed, kind: { domain: 'light', plural: false }, kindTokens: [], qualifiers: [] };
}
