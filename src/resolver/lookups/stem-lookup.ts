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

interface Slot<T> {
  item: T;
  position: number;
  length: number;
}

export class StemLookup<T> {
  readonly #slots = new Map<string, Slot<T>[]>();

  /** Registers a name by its words (one to three words; longer names are left to exact matching). */
  add(words: readonly string[], item: T, nameCut = NAME_CUT): void {
    if (words.length === 0 || words.length > LONGEST_STEMMED) return;
    words.forEach((word, position) => {
      // Short words must be said as written ("Bad" never meets "bade").
      const keys = word.length > SHORTEST_STEM ? stems(word, nameCut) : [word];
      for (const key of keys) {
        const slot = { item, position, length: words.length };
        const list = this.#slots.get(key);
        // A new list is made to its size: a pushed-to empty array keeps room for 17, and the word tables
        // hold thousands of keys with one or two slots each (~300 KB for nothing at rest).
        if (list === undefined) this.#slots.set(key, [slot]);
        else if (!list.some((other) => other.item === item && other.position === position)) list.push(slot);
      }
    });
  }

  /**
   * Items whose name has exactly these words, each possibly with another ending of up to `cut`
   * letters.
   */
  find(words: readonly string[], cut = SPOKEN_CUT): T[] {
    if (words.length === 0 || words.length > LONGEST_STEMMED) return [];
    let found: Set<T> | undefined;
    for (const [position, word] of words.entries()) {
      const here = new Set<T>();
      for (const key of stems(word, cut)) {
        for (const slot of this.#slots.get(key) ?? []) {
          if (slot.position === position && slot.length === words.length) here.add(slot.item);
        }
      }
      found = found === undefined ? here : new Set([...found].filter((item) => here.has(item)));
      if (found.size === 0) return [];
    }
    return [...(found ?? [])];
  }
}
