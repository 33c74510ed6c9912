// A pair (or more) of things told apart only by a side, a position, a size or a number in their names:
// "Lamp Left" / "Lamp Right", "Lámpara izquierda" / "Lámpara derecha", "Big Lamp" / "Small Lamp",
// "Lamp by the Window" / "Lamp by the Door", "Plug Mini 7C" / "Plug Mini A4". Asked for in the
// singular, one of them is meant: ask which.
import { normalizeText } from './normalize-text.js';
import type { IndexedEntity } from './target-index.js';
import { SIDE_WORDS, SIZE_WORDS } from './words/side-words.js';
import { STOP_WORDS } from './words/target-words.js';

const NUMBER = /^\d+$/u;
/**
 * A code an integration writes after a default name to tell units apart ("Plug Mini 7C", "Shelly Plug
 * C3D0": the end of the device's address): hex digits, at least one of them a number. Like a number, it
 * marks one of several equals, not a thing of another kind.
 */
const CODE = /^(?=[a-f]*\d)[\da-f]{2,6}$/u;

/** A number written onto a Chinese, Japanese or Korean name without a space ("鸡舍灯1", "창고등2"). */
const CJK_NUMBERED = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー])(\d+)$/u;

/** Each entity's name words, read once per entity: a big home's every thermostat is read on "the thermostat". */
const NAME_WORDS = new WeakMap<IndexedEntity, string[]>();

function wordsOf(entity: IndexedEntity): string[] {
  let words = NAME_WORDS.get(entity);
  if (words === undefined) {
    words = normalizeText(entity.name)
      .split(' ')
      .flatMap((word) => word.replace(CJK_NUMBERED, ' $1').split(' '))
      // "Tuinlamp Voor": a side word that is also a small word ("voor", front or for) still marks the side.
      .filter((word) => word !== '' && (SIDE_WORDS.has(word) || !STOP_WORDS.has(word)));
    NAME_WORDS.set(entity, words);
  }
  return words;
}

/**
 * True when the names share every word but a side, position, size or number mark each, and no two have the
 * same marks: the things are equals that only their places tell apart.
 */
export function sideSiblings(entities: readonly IndexedEntity[]): boolean {
  if (entities.length < 2) return false;
  const named = entities.map(wordsOf);
  const common = named
    .slice(1)
    .reduce((shared, words) => shared.filter((word) => words.includes(word)), named[0]!);
  if (common.length === 0) return false;
  const marks = new Set<string>();
  const rests = named.map((words) => words.filter((word) => !common.includes(word)));
  // "Smart Bulb" and "Smart Bulb 2": Home Assistant numbers a second device of one name, the first
  // keeps it bare. One bare name is a sibling when every other differs from it by a number alone.
  const numbered = rests.every((rest) => rest.length === 0 || (rest.length === 1 && NUMBER.test(rest[0]!)));
  for (const rest of rests) {
    if ((rest.length === 0 && !numbered) || !rest.every(isMark)) return false;
    marks.add(rest.join(' '));
  }
  return marks.size === entities.length;
}

/**
 * The side siblings among the candidates, when the others do not have the word said as a whole word of
 * their names: "la lampada" beside "Lampada sx", "Lampada dx" and a "Lampadario" (a chandelier) or
 * "de lamp" beside a "Plafondlamp" is one of the two lamps.
 */
export function sidedAmong(
  entities: readonly IndexedEntity[],
  said: readonly string[],
): IndexedEntity[] | undefined {
  if (sideSiblings(entities)) return [...entities];
  const groups = new Map<string, IndexedEntity[]>();
  for (const entity of entities) {
    const key = wordsOf(entity)
      .filter((word) => !isMark(word))
      .join(' ');
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [entity]);
    else group.push(entity);
  }
  const sided = [...groups.values()].filter((group) => group.length > 1 && sideSiblings(group));
  if (sided.length !== 1) return undefined;
  const others = entities.filter((entity) => !sided[0]!.includes(entity));
  const saysIt = (entity: IndexedEntity) => wordsOf(entity).some((word) => said.includes(word));
  return others.some(saysIt) || !sided[0]!.every(saysIt) ? undefined : sided[0];
}

function isMark(word: string): boolean {
  return SIDE_WORDS.has(word) || SIZE_WORDS.has(word) || NUMBER.test(word) || CODE.test(word);
}
