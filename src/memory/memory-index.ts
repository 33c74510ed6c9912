// Full-text ranking of memories (BM25 via MiniSearch) over the multilingual tokenizer. Holds ids and text
// only; the store owns the memories. Prefix matching lets "vegetarian" find "vegetarians".
import MiniSearch from 'minisearch';
import type { Memory } from './memory.js';
import { tokenizeMemory } from './tokenize-memory.js';

export interface IndexHit {
  id: string;
  score: number;
}

/** Longer queries (a whole utterance at most) are cut: search time stays bounded. */
const MAX_QUERY_CHARS = 500;

type Indexed = Pick<Memory, 'id' | 'fact'> & { about: string };

export class MemoryIndex {
  readonly #search = new MiniSearch<Indexed>({
    fields: ['fact', 'about'],
    storeFields: [],
    tokenize: tokenizeMemory,
    processTerm: (term) => term,
    searchOptions: {
      boost: { about: 1.5 },
      combineWith: 'OR',
      prefix: (term) => term.length >= 4 && !/[^\p{Script=Latin}\p{Script=Cyrillic}\p{N}]/u.test(term),
    },
  });

  add(memory: Memory): void {
    this.#search.add(toIndexed(memory));
  }

  replace(memory: Memory): void {
    if (this.#search.has(memory.id)) this.#search.replace(toIndexed(memory));
    else this.#search.add(toIndexed(memory));
  }

  remove(id: string): void {
    if (this.#search.has(id)) this.#search.discard(id);
  }

  /** Best first; at most `limit`. A query with no content words finds nothing. */
  search(query: string, limit: number): IndexHit[] {
    const bounded = query.slice(0, MAX_QUERY_CHARS);
    if (tokenizeMemory(bounded).length === 0) return [];
    return this.#search
      .search(bounded)
      .slice(0, limit)
      .map((result) => ({ id: String(result.id), score: result.score }));
  }
}

function toIndexed(memory: Memory): Indexed {
  return { id: memory.id, fact: memory.fact, about: memory.about ?? '' };
}
