// "饭桌上面的灯", "餐桌的灯", "食卓の上の照明", "식탁 위 조명": the light over the dining table is the dining
// room's, where no name in the home holds the table's word and one area is the dining room. The room is what
// people name after its table; the table is read as that room, and "over" it said with it is dropped.
import { normalizeText } from './normalize-text.js';
import type { TargetIndex } from './target-index.js';

/**
 * The dining table in Chinese, Japanese and Korean (Wiktionary 餐桌 / 饭桌, 食卓 / ダイニングテーブル, 식탁), with
 * the words that say "over it" (上面, 上, の上, 위) when said right after it.
 */
const TABLE =
  /(餐桌|饭桌|飯桌|食卓|ダイニングテーブル|식탁)(上面的|上面|上方的|上方|上的|上|の上の|の上|\s*위의|\s*위에|\s*위)?/u;

/** The request with the dining table read as the home's one dining room; else undefined. */
export function withDiningTableAsRoom(index: TargetIndex, text: string): string | undefined {
  const match = TABLE.exec(text);
  if (match === null) return undefined;
  const table = normalizeText(match[1]!);
  const named = (names: readonly string[]) => names.some((name) => name.includes(table));
  if (index.words.has(table) || index.entities.some((entity) => named(entity.names))) return undefined;
  const rooms = index.areas.filter((area) => area.concepts.includes('dining_room'));
  if (rooms.length !== 1) return undefined;
  return `${text.slice(0, match.index)}${rooms[0]!.name} ${text.slice(match.index + match[0].length)}`.trim();
}
