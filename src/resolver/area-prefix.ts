// "a luz do quarto da vó" for an area "Quarto da Vó Lúcia", "la lampe de la chambre de mamie" for "Chambre de
// Mamie Jeanne": a room named after a person is said by its first words, the rest (often a given name) left
// out. Reads the target index only.
import { ROOM_WORDS } from './words/place-words.js';
import { withoutGivenName } from './given-name.js';
import { STOP_WORDS } from './words/target-words.js';
import { withoutStopWords, type IndexedPlace, type TargetIndex } from './target-index.js';

/** Each index's areas by the first words of their names, read once per index. */
const BEGINNINGS = new WeakMap<TargetIndex, ReadonlyMap<string, IndexedPlace[]>>();

function beginnings(index: TargetIndex): ReadonlyMap<string, IndexedPlace[]> {
  let map = BEGINNINGS.get(index);
  if (map !== undefined) return map;
  const found = new Map<string, IndexedPlace[]>();
  const add = (key: string, area: IndexedPlace) => {
    const list = found.get(key) ?? [];
    if (!list.includes(area)) list.push(area);
    found.set(key, list);
  };
  // How many areas' names hold each word: a beginning must hold one of this area's own ("tia", "mamie").
  const holders = new Map<string, number>();
  for (const area of index.areas)
    for (const word of new Set(area.names.flatMap((name) => name.split(' '))))
      holders.set(word, (holders.get(word) ?? 0) + 1);
  for (const area of index.areas)
    // Also without its small words, as "de la chambre de mamie" is read ("chambre mamie").
    for (const name of new Set(area.names.flatMap((name) => [name, withoutStopWords(name)]))) {
      const words = name.split(' ');
      // "omas zimmer" for "Oma Ingrids Zimmer": the given name inside left out (given-name.ts).
      for (const key of withoutGivenName(words, (word) => holders.get(word) === 1)) add(key, area);
      // A beginning that says more than a room word ("quarto da vo", not "quarto" nor "living room"), with a
      // word no other area's name holds, ending on a word of its own, not "de" or "da".
      for (let length = 2; length < words.length; length += 1) {
        const part = words.slice(0, length);
        if (STOP_WORDS.has(part.at(-1)!)) continue;
        if (!part.some((word) => holders.get(word) === 1 && !STOP_WORDS.has(word) && !ROOM_WORDS.has(word)))
          continue;
        add(part.join(' '), area);
      }
    }
  map = found;
  BEGINNINGS.set(index, map);
  return map;
}

/** The one area whose name begins with these words and goes on, else none. */
export function areaBegunBy(index: TargetIndex, norm: string, bare = norm): IndexedPlace[] {
  const areas = beginnings(index).get(norm) ?? beginnings(index).get(bare);
  return areas?.length === 1 ? areas : [];
}

/**
 * "a luz do quarto da Ana" with a light "Luz do quarto" and an area "Quarto da Ana" (or "Quarto da Ana
 * Clara"): the device's name ends where an area's name begins and goes further, so the words are a kind
 * and that area.
 */
export function areaPastEnd(
  index: TargetIndex,
  tokens: string[],
  start: number,
  end: number,
  longest: number,
): boolean {
  for (let from = start + 1; from < end; from += 1) {
    for (let to = Math.min(tokens.length, from + longest); to > end; to -= 1) {
      const norm = tokens.slice(from, to).join(' ');
      const bare = withoutStopWords(norm);
      if (index.lookup.areas.exact(norm, norm.replace(/ /g, '')).length > 0) return true;
      if (index.lookup.areas.exact(bare, bare.replace(/ /g, '')).length > 0) return true;
      if (areaBegunBy(index, norm, bare).length > 0) return true;
    }
  }
  return false;
}

/**
 * "w pokoju dziennym" for "Pokój dzienny", "w pokoju babci Zosi" for "Pokój babci Zosi": an area of two or
 * three words begun by a generic room word, all said with their case endings (the longest wins).
 */
export function areaInflectedAt(
  index: TargetIndex,
  tokens: readonly string[],
  start: number,
): { places: IndexedPlace[]; end: number } | undefined {
  for (let end = Math.min(tokens.length, start + 3); end > start + 1; end -= 1) {
    const places = index.stems.areas.find(tokens.slice(start, end));
    if (places.length > 0) return { places, end };
  }
  // The room word said last ("lyset i stuen"): the area it is with its ending, before any area that only
  // holds the word ("Badeværelse stuen", the ground floor's bathroom).
  const last = start === tokens.length - 1 ? index.stems.areas.find(tokens.slice(start)) : [];
  return last.length > 0 ? { places: last, end: start + 1 } : undefined;
}
