// Finds items by normalized name in O(1), and by one typo scanning only names of nearby length,
// so the resolver stays fast on homes with 10,000 entities. No Home Assistant knowledge.
import { typoTolerant } from '../normalize-text.js';

export class NameLookup<T> {
  readonly #exact = new Map<string, T[]>();
  readonly #compactByLength = new Map<number, Map<string, T[]>>();

  constructor(items: Iterable<T>, namesOf: (item: T) => { names: string[]; compacts: string[] }) {
    for (const item of items) {
      const { names, compacts } = namesOf(item);
      for (const key of new Set([...names, ...compacts])) this.#add(this.#exact, key, item);
      for (const compact of new Set(compacts)) {
        let sameLength = this.#compactByLength.get(compact.length);
        if (sameLength === undefined)
          this.#compactByLength.set(compact.length, (sameLength = new Map<string, T[]>()));
        this.#add(sameLength, compact, item);
      }
    }
  }

  /** Items whose normalized or compact name equals the query. */
  exact(norm: string, compact: string): T[] {
    return [...new Set([...(this.#exact.get(norm) ?? []), ...(this.#exact.get(compact) ?? [])])];
  }

  /** Items whose compact name is one edit away from `compact` (words of four letters or more). */
  typo(compact: string): T[] {
    const found = new Set<T>();
    for (const length of [compact.length - 1, compact.length, compact.length + 1]) {
      for (const [candidate, items] of this.#compactByLength.get(length) ?? []) {
        if (typoTolerant(candidate, compact)) for (const item of items) found.add(item);
      }
    }
    return [...found];
  }

  /** Exact matches, else typo matches. */
  find(norm: string, compact: string): T[] {
    const exact = this.exact(norm, compact);
    return exact.length > 0 ? exact : this.typo(compact);
  }

  #add(map: Map<string, T[]>, key: string, item: T): void {
    const list = map.get(key);
    if (list === undefined) map.set(key, [item]);
    else if (!list.includes(item)) list.push(item);
  }
}
