// "The lawn zone" in a yard with "Front Lawn Zone", "Back Lawn Zone" and "Garden Beds Zone": "lawn" is a room
// word (it reached the Yard by its garden concept), and also a word of some names there. Said beside a
// name word ("zone"), or a kind word those names hold ("l'irrigatore del cortile" for "Irrigatore cortile
// nord" and "… sud"), it is part of the name: the two lawn zones, not the beds'. A room's own name said
// ("the garden zones") and a kind no name holds ("the lawn lights") leave it a place. Reads the index only.
import { typoTolerant } from './normalize-text.js';
import type { PlaceParse } from './place-parse.js';
import type { TargetIndex } from './target-index.js';
import { notOwnForms, ofKindThere } from './room-word-named.js';

/** A word said of a name's words: as written, with one typo, or with a plural ending ("zones", "Düsen"). */
function says(word: string, words: ReadonlySet<string>): boolean {
  if (words.has(word)) return true;
  for (const held of words) {
    if (typoTolerant(word, held)) return true;
    if (held.length >= 4 && word.startsWith(held) && word.length - held.length <= 3) return true;
  }
  return false;
}

/** The parse with its room words that the names there hold added to the name words, when any is. */
export function roomWordsInNames<T extends PlaceParse>(
  index: TargetIndex,
  parsed: T,
  roomWords: readonly string[],
): T {
  const byKind = parsed.names.length === 0;
  const said = byKind ? parsed.kindTokens : parsed.names;
  if (roomWords.length === 0 || parsed.literalArea || said.length === 0) return parsed;
  const areas = parsed.areas ?? [];
  // A word of the rooms' own names ("a ventoinha do quarto" with a "Quarto principal") says the room.
  const own = (word: string) =>
    areas.some((area) => area.names.some((name) => name.split(' ').includes(word)));
  const words = roomWords.filter((word) => !own(word));
  const there = areas.flatMap((area) => index.byArea.get(area.id) ?? []);
  const saying = there.filter((entity) => said.every((word) => says(word, entity.nameWords)));
  // A kind word is a name word only when every thing of the kind there is named with it ("Sproeier …"),
  // not a kind's word some of them happen to hold ("as luzes" beside a "Luz …" and a "Candeeiro").
  if (
    byKind &&
    saying.length > 0 &&
    there.some((entity) => entity.domain === parsed.kind?.domain && !saying.includes(entity))
  )
    return parsed;
  // When none holds it, the things of the kind there (room-word-named.ts).
  const named = saying.length > 0 || !byKind ? saying : ofKindThere(there, parsed.kind);
  const candidates = saying.length > 0 || !byKind ? words : notOwnForms(areas, words);
  const held = candidates.filter((word) => named.some((entity) => entity.nameWords.has(word)));
  // Only when the room word tells some of the named things apart from the others.
  if (held.length === 0 || named.every((entity) => held.every((word) => entity.nameWords.has(word))))
    return parsed;
  return { ...parsed, names: [...parsed.names, ...held] };
}
