// Finds names said with another ending: "w piwnicy" for "Piwnica", "w gabinecie" for "Gabinet",
// "pokoju dzieci" for "Pokój dzieci", "Gartens" for "Garten". A word matches a name's word when both,
// cut by a few letters, meet at a stem of four letters or more. Bounded work: a few map lookups per
// word, never a scan. No Home Assistant knowledge.

/** Letters a spoken ending may add, and letters a name's own ending may lose ("-a" → "-y"). */
const SPOKEN_CUT = 3;
const NAME_CUT = 1;
const SHORTEST_STEM = 4;
/** Longest name, in words, matched by stems. */
export const LONGEST_STEMMED = 3;

const LATIN = /^\p{Script=Latin}+$/u;

function stems(word: string, cut: number): string[] {
  if (!LATIN.test(word)) return [word];
  const out = [word];
  for (let letters = 1; letters <= cut && word.length - letters >= SHORTEST_STEM; letters += 1) {
    out.push(word.slice(0, -letters));
  }
  return out;
}

/**
 * Polish softens the consonant before the locative and dative ending: "lodówka" → "w lodówce", "podłoga"
 * → "na podłodze", "kamera" → "w kamerze", "szkoła" → "w szkole". A name's word ending so also meets the
 * softened stem ("lodówc"), which the spoken word cut by its ending reaches. The -azd words also turn
 * their a to e: "wjazd", "podjazd" → "na wjeździe", "na podjeździe" (stem "wjezd").
 */
const SOFTENED: readonly (readonly [ending: string, stem: string])[] = [
  ['cha', 'sz'],
  ['ka', 'c'],
  ['ga', 'dz'],
  ['ra', 'rz'],
  ['ła', 'l'],
  ['ta', 'c'],
  ['da', 'dz'],
  ['azd', 'ezd'],
  // Neuter nouns in -o soften alike: "lustro" → "przy lustrze", "biuro" → "w biurze", "koryto" → "w
  // korycie", "stado" → "w stadzie". ("krzesło" → "na krześle" needs none: ł folds to l, the cut reaches it.)
  ['ro', 'rz'],
  ['to', 'c'],
  ['do', 'dz'],
];

function softened(word: string): string[] {
  for (const [ending, stem] of SOFTENED) {
    if (!word.endsWith(ending)) continue;
    const soft = word.slice(0, -ending.length) + stem;
    return soft.length >= SHORTEST_STEM ? [soft] : [];
  }
  return [];
}

interface Slot<T> {
  item: T;
  position: number;
  length: number;
}

export class StemLookup<T> {
  /**
   * A key's one slot as it is, or its slots in an array: the word tables hold thousands of keys, nearly all
   * with one slot, and an array around each cost ~0.4 MB of heap at rest (with one slot object per key, not
   * per word, ~0.6 MB).
   */
  readonly #slots = new Map<string, Slot<T> | Slot<T>[]>();
  /** Adds the entries on the first `find`: a table a request may never need costs nothing until then. */
  #fill: ((lookup: StemLookup<T>) => void) | undefined;

  /**
   * With `fill`, the lookup is built when it is first read: the resolver's own word tables (~0.7 MB of
   * heap as stems) are read only by a request whose word no name of the home holds, so a home at rest,
   * or one whose requests never need them, never holds them.
   */
  constructor(fill?: (lookup: StemLookup<T>) => void) {
    this.#fill = fill;
  }

  /** Registers a name by its words (one to three words; longer names are left to exact matching). */
  add(words: readonly string[], item: T, nameCut = NAME_CUT): void {
    if (words.length === 0 || words.length > LONGEST_STEMMED) return;
    for (let position = 0; position < words.length; position += 1) {
      const word = words[position]!;
      // One slot for all the stems of a word: they say the same thing.
      const slot = { item, position, length: words.length };
      // Short words must be said as written ("Bad" never meets "bade").
      if (word.length <= SHORTEST_STEM) this.#put(word, slot);
      else {
        for (const key of stems(word, nameCut)) this.#put(key, slot);
        for (const key of softened(word)) this.#put(key, slot);
      }
    }
  }

  #put(key: string, slot: Slot<T>): void {
    const held = this.#slots.get(key);
    if (held === undefined) this.#slots.set(key, slot);
    else if (!Array.isArray(held)) {
      if (held.item !== slot.item || held.position !== slot.position) this.#slots.set(key, [held, slot]);
    } else if (!held.some((other) => other.item === slot.item && other.position === slot.position))
      held.push(slot);
  }

  /**
   * Items whose name has exactly these words, each possibly with another ending of up to `cut`
   * letters.
   */
  find(words: readonly string[], cut = SPOKEN_CUT): T[] {
    if (words.length === 0 || words.length > LONGEST_STEMMED) return [];
    if (this.#fill !== undefined) {
      const fill = this.#fill;
      this.#fill = undefined;
      fill(this);
    }
    let found: Set<T> | undefined;
    for (const [position, word] of words.entries()) {
      const here = new Set<T>();
      for (const key of stems(word, cut)) {
        const held = this.#slots.get(key);
        for (const slot of held === undefined ? [] : Array.isArray(held) ? held : [held]) {
          if (slot.position === position && slot.length === words.length) here.add(slot.item);
        }
      }
      found = found === undefined ? here : new Set([...found].filter((item) => here.has(item)));
      if (found.size === 0) return [];
    }
    return [...(found ?? [])];
  }
}
