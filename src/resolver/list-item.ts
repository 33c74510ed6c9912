// "Butter auf die Einkaufsliste", "skriv mælk på indkøbslisten", "장보기 목록에 우유 추가해 줘",
// "買い物リストに牛乳を追加", "把牛奶加到购物清单": the model passed the item with the list. The item is
// what goes on the list, not a name of the home, and may even sound like another kind ("Butter" like
// "button", Danish "skriv" like a script): the list named is the thing meant.
import type { ParsedTarget } from './parse-target.js';
import type { TargetIndex } from './target-index.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';
import { STOP_WORDS } from './words/target-words.js';
import { hasPlace } from './candidates.js';

/** The list kind said among the kind words (one to three words: "shopping list", "장보기 목록"). */
function listKind(tokens: readonly string[]): { kind: KindWord; tokens: string[] } | undefined {
  let found: { kind: KindWord; tokens: string[] } | undefined;
  for (let at = 0; at < tokens.length; at += 1) {
    for (let size = Math.min(3, tokens.length - at); size >= 1; size -= 1) {
      const said = tokens.slice(at, at + size);
      const kind = KIND_WORDS.get(said.join(' '));
      if (kind?.domain !== 'todo') continue;
      // A narrower list ("Einkaufsliste", "장보기") over the bare word "list".
      if (found === undefined || (found.kind.classes === undefined && kind.classes !== undefined))
        found = { kind, tokens: said };
      break;
    }
  }
  return found;
}

/**
 * The phrase read as the list it names, without the words the home does not know (the item), when a
 * list word was said and the phrase also holds such words or was read as another kind; else undefined.
 */
export function listWithItem(index: TargetIndex, parsed: ParsedTarget): ParsedTarget | undefined {
  const list = listKind(parsed.kindTokens);
  if (list === undefined) return undefined;
  const names = parsed.names.filter((word) => index.words.loose(word).size > 0);
  if (parsed.kind?.domain === 'todo' && names.length === parsed.names.length) return undefined;
  return { ...parsed, kind: list.kind, kindTokens: list.tokens, qualifiers: [], names };
}

/**
 * "garden jobs list", "庭仕事リスト": a to-do list stands in no room, so the words of a place said with a
 * list word ("garden", "庭") are words of the list's name ("Garden Jobs", "庭仕事"), read so when nothing
 * was found in that place; undefined when no list word or no place was said.
 */
export function placeInListName(parsed: ParsedTarget): ParsedTarget | undefined {
  if (parsed.kind?.domain !== 'todo' || !hasPlace(parsed)) return undefined;
  const placeWords = parsed.tokens.filter(
    (token) => !parsed.kindTokens.includes(token) && !parsed.names.includes(token) && !STOP_WORDS.has(token),
  );
  if (placeWords.length === 0) return undefined;
  return {
    ...parsed,
    areas: undefined,
    floors: undefined,
    devices: undefined,
    severalRooms: false,
    literalArea: false,
    names: [...placeWords, ...parsed.names],
  };
}
