// "la lista Casa" beside a list named after a shop: a word for "everywhere" that is a thing's whole name.
// Moved out of parse-target.ts whole.
import type { PlaceParse } from './place-parse.js';
import type { TargetIndex } from './target-index.js';

/**
 * "la lista Casa", "the Home list" beside a list named after a shop: a word for "everywhere" that is
 * the whole name of a thing of the kind said is that thing's name.
 */
export function ownNameOfKind<P extends PlaceParse>(index: TargetIndex, parsed: P, everyWords: string[]): P {
  const domain = parsed.kind?.domain;
  if (domain === undefined || everyWords.length !== 1) return parsed;
  const word = everyWords[0]!;
  const named = index.lookup.entities.exact(word, word).some((entity) => entity.domain === domain);
  return named ? { ...parsed, all: false, names: [...parsed.names, word] } : parsed;
}
